import "@mantine/core/styles/SimpleGrid.css";
import { Container, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { BrandImageSlot } from "../../../components/brand-image-slot";
import { useBrandImages } from "../../../lib/site-inputs";
import { useSiteStory } from "../../../lib/site-story";
// Inline: painted with the page's text, so the picture is never a later, larger paint than it.
import aboutArt from "../art/about-art.svg?raw";
import art from "../art/art.module.css";
import { ABOUT_STORY, MISSION, VALUES } from "../content";
import classes from "../marketing.module.css";
import { SectionHeading } from "./section-heading";

/**
 * Spec §2 about section: the coach (portrait, name and bio from the coach profile), the mission
 * and the four values. The portrait is the uploaded one, else the coach profile's photo, else
 * the product's own picture (decision 078).
 */
export function AboutSection() {
  const images = useBrandImages();
  const { coach } = useSiteStory();
  const fallbackPicture = coach?.photoUrl ? (
    <img
      src={coach.photoUrl}
      width={320}
      height={320}
      loading="lazy"
      decoding="async"
      alt=""
      className={classes.coachPhoto}
    />
  ) : (
    <span
      aria-hidden
      className={art.sectionArt}
      // The product's own picture from the build, not content anyone enters.
      dangerouslySetInnerHTML={{ __html: aboutArt }}
    />
  );
  return (
    <section id="about" aria-labelledby="about-title" className={classes.band}>
      <Container size="lg" py={{ base: 56, sm: 88 }}>
        <SectionHeading id="about-title" eyebrow="About us" title="Coaches Who Have Run MSPs" />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="md">
            {/* The coach's portrait leads the story. */}
            <div className={classes.portrait}>
              <BrandImageSlot
                kind="portrait"
                slot="portrait"
                src={images.portrait}
                fallback={fallbackPicture}
              />
            </div>
            {coach ? (
              <Stack gap={4}>
                <Text className={classes.eyebrow}>Your coach</Text>
                <Title order={3} fz="xl">
                  {coach.name}
                </Title>
                {coach.bio ? <Text>{coach.bio}</Text> : null}
              </Stack>
            ) : null}
            <Title order={3} fz="xl">
              Our mission
            </Title>
            <Text size="lg" className={classes.callout} pl="md">
              {MISSION}
            </Text>
            <Text c="dimmed">{ABOUT_STORY}</Text>
          </Stack>
          <Stack gap="md">
            <Title order={3} fz="xl">
              Our values
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              {VALUES.map((value) => (
                <Paper key={value.title} withBorder radius="md" p="md">
                  <Title order={4} fz="md">
                    {value.title}
                  </Title>
                  <Text size="sm" c="dimmed" mt={4}>
                    {value.text}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>
        </SimpleGrid>
      </Container>
    </section>
  );
}

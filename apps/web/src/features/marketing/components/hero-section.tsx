import "@mantine/core/styles/List.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Container, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { FREE_SESSION_MINUTES } from "@scalemsp/validators";
import { BrandImageSlot } from "../../../components/brand-image-slot";
import { ButtonLink } from "../../../components/router-links";
import { useBrandImages } from "../../../lib/site-inputs";
import { useSiteStory } from "../../../lib/site-story";
import { HeroIllustration } from "../art/hero-illustration";
import { HERO_BENEFITS } from "../content";
import classes from "../marketing.module.css";

/**
 * Spec §2 home hero: the headline, six benefits, the two calls to action, the coach who answers
 * and the hero picture (the coach's, else the product's own illustration, decision 078).
 */
export function HeroSection() {
  const images = useBrandImages();
  const { coach } = useSiteStory();
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" py={{ base: 48, sm: 88 }} className={classes.heroGrid}>
        <Stack gap="xl" maw={820}>
          <Text className={classes.eyebrow}>Business Growth Specialists for MSP owners</Text>
          <Title order={1} id="hero-title" className={classes.heroTitle}>
            Scale Your MSP Business <span className={classes.accent}>With Expert Coaching</span>
          </Title>
          <Text size="xl" c="dimmed" maw={680}>
            One-to-one coaching and a proven framework that help owners of managed IT service providers grow
            revenue, build a team that runs without them and reach predictable growth.
          </Text>
          <List
            className={classes.benefitGrid}
            center
            icon={
              <ThemeIcon size={22} radius="xl" color="green.8">
                <IconCheck size={14} stroke={3} aria-hidden />
              </ThemeIcon>
            }
          >
            {HERO_BENEFITS.map((benefit) => (
              <List.Item key={benefit}>{benefit}</List.Item>
            ))}
          </List>
          <Group gap="md">
            <ButtonLink to="/contact" size="lg">
              Book Free Consultation
            </ButtonLink>
            <ButtonLink to="/services" size="lg" variant="default">
              Explore Programs
            </ButtonLink>
          </Group>
          <Text size="sm" c="dimmed">
            Start with a free {FREE_SESSION_MINUTES}-minute strategy session. No obligation.
          </Text>
          {coach ? (
            <Group gap="sm" wrap="nowrap">
              {coach.photoUrl ? (
                <img src={coach.photoUrl} width={48} height={48} alt="" className={classes.coachFace} />
              ) : null}
              <Text size="sm">
                <Text span fw={700}>
                  {coach.name}
                </Text>
                , your coach
              </Text>
            </Group>
          ) : null}
        </Stack>
        {/* The coach's hero picture beside the text; with none set, the product's illustration. */}
        <div className={classes.heroMedia}>
          <BrandImageSlot kind="hero" slot="hero" src={images.hero} fallback={<HeroIllustration />} />
        </div>
      </Container>
    </section>
  );
}

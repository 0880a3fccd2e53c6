import "@mantine/core/styles/List.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Container, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { FREE_SESSION_MINUTES } from "@scalemsp/validators";
import { BrandImageSlot } from "../../../components/brand-image-slot";
import { ButtonLink } from "../../../components/router-links";
import { useBrandImages } from "../../../lib/site-inputs";
import { HERO_BENEFITS } from "../content";
import classes from "../marketing.module.css";

/** Spec §2 home hero: the headline, six benefits, the two calls to action and the hero picture. */
export function HeroSection() {
  const images = useBrandImages();
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
        </Stack>
        {/* The coach's hero picture beside the text; with none set, the text has the width. */}
        <div className={classes.heroMedia}>
          <BrandImageSlot kind="hero" slot="hero" src={images.hero} />
        </div>
      </Container>
    </section>
  );
}

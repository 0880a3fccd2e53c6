import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Anchor, Container, Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { IconChartBar, IconDownload, IconPresentation, IconUserSearch } from "@tabler/icons-react";
import { ButtonLink } from "../../../components/router-links";
import { useSiteSettings } from "../../../lib/site-inputs";
import { useMayBeSignedIn } from "../../../session/session-hint";
import { FREE_DOWNLOADS } from "../content";
import classes from "../marketing.module.css";
import { SectionHeading } from "./section-heading";

const ICONS = { profit: IconChartBar, sales: IconPresentation, hiring: IconUserSearch } as const;

/** Spec §2 resources section: three free downloads (real files from the demo library) and a link to the library. */
export function ResourcesSection() {
  // Contract §13: visitors reach the public guides, members their library (on the pre-rendered
  // page, a static island, /guides sends a member on).
  const maybeSignedIn = useMayBeSignedIn();
  // While the coach gates the guides by e-mail, a download starts from /guides, which asks for
  // it.
  const { guidesEmailGate } = useSiteSettings();
  return (
    <section id="resources" aria-labelledby="resources-title" className={classes.band}>
      <Container size="lg" py={{ base: 56, sm: 88 }}>
        <SectionHeading
          id="resources-title"
          eyebrow="Free resources"
          title="Free Guides to Grow Your MSP"
          text="Practical tools our coaches use with clients, free to download."
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {FREE_DOWNLOADS.map((resource) => {
            const Icon = ICONS[resource.icon];
            return (
              <Paper key={resource.title} withBorder radius="lg" p="xl" className={classes.card}>
                <ThemeIcon size={48} radius="md" variant="light">
                  <Icon size={26} aria-hidden />
                </ThemeIcon>
                <Title order={3} fz="lg" mt="md">
                  {resource.title}
                </Title>
                <Text size="sm" c="dimmed" mt="xs" className={classes.cardFill}>
                  {resource.description}
                </Text>
                <Anchor
                  href={guidesEmailGate ? "/guides" : resource.link}
                  download={guidesEmailGate ? undefined : true}
                  mt="md"
                  fw={600}
                  display="inline-flex"
                  style={{ alignItems: "center", gap: 6 }}
                >
                  <IconDownload size={18} aria-hidden />
                  {resource.linkText}
                </Anchor>
              </Paper>
            );
          })}
        </SimpleGrid>
        <Group justify="center" mt={40}>
          <ButtonLink to={maybeSignedIn ? "/resources" : "/guides"} variant="default" size="md">
            View All Resources
          </ButtonLink>
        </Group>
      </Container>
    </section>
  );
}

import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/ThemeIcon.css";
import {
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconCheck,
  IconCompass,
  IconRocket,
  IconRoute,
  IconSettings,
  IconTarget,
  IconTrendingUp,
  IconUsers,
} from "@tabler/icons-react";
import { ButtonLink } from "../../../components/router-links";
import { PROGRAMS, type ProgramIcon, VALUE_CARDS, type ValueIcon } from "../content";
import classes from "../marketing.module.css";
import { SectionHeading } from "./section-heading";

const PROGRAM_ICONS: Record<ProgramIcon, typeof IconRocket> = {
  growth: IconRocket,
  operations: IconSettings,
  leadership: IconUsers,
};

const VALUE_ICONS: Record<ValueIcon, typeof IconRocket> = {
  guidance: IconCompass,
  process: IconRoute,
  strategy: IconTarget,
  results: IconTrendingUp,
};

/**
 * Spec §2 services section: three programs, four value cards and the calls to action.
 * On /services itself the link to the services page is left out.
 */
export function ServicesSection({ onServicesPage = false }: { onServicesPage?: boolean }) {
  return (
    <section id="services" aria-labelledby="services-title">
      <Container size="lg" py={{ base: 56, sm: 88 }}>
        <SectionHeading
          id="services-title"
          eyebrow="Our programs"
          title="Coaching Programs Built for MSP Owners"
          text="Choose the program that fits where your business is today. Every program combines one-to-one coaching with our proven framework."
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {PROGRAMS.map((program) => {
            const Icon = PROGRAM_ICONS[program.icon];
            return (
              <Paper key={program.name} withBorder radius="lg" p="xl" shadow="xs" className={classes.card}>
                <ThemeIcon size={48} radius="md" variant="filled">
                  <Icon size={26} aria-hidden />
                </ThemeIcon>
                <Title order={3} fz="xl" mt="md">
                  {program.name}
                </Title>
                <Text c="dimmed" mt="xs">
                  {program.summary}
                </Text>
                <List
                  mt="md"
                  spacing="xs"
                  center
                  className={classes.cardFill}
                  icon={<IconCheck size={18} stroke={2.5} color="var(--mantine-color-green-8)" aria-hidden />}
                >
                  {program.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
                <ButtonLink to="/contact" variant="outline" mt="lg" fullWidth>
                  Learn More
                  <VisuallyHidden> about {program.name}</VisuallyHidden>
                </ButtonLink>
              </Paper>
            );
          })}
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" mt={56}>
          {VALUE_CARDS.map((card) => {
            const Icon = VALUE_ICONS[card.icon];
            return (
              <Stack key={card.title} gap="xs">
                <ThemeIcon size={40} radius="md" variant="default">
                  <Icon size={22} aria-hidden />
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {card.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {card.text}
                </Text>
              </Stack>
            );
          })}
        </SimpleGrid>

        <Group justify="center" gap="md" mt={48}>
          {!onServicesPage && (
            <ButtonLink to="/services" size="md" variant="default">
              View All Programs
            </ButtonLink>
          )}
          <ButtonLink to="/contact" size="md">
            Meet with a coach
          </ButtonLink>
        </Group>
      </Container>
    </section>
  );
}

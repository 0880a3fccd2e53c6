import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Anchor, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconCalendarEvent,
  IconChartLine,
  IconHeartHandshake,
  IconMap,
  IconPhone,
} from "@tabler/icons-react";
import { FREE_SESSION_MINUTES, LEAD_FORM_TEXTS, SUPPORT_HOURS, dialablePhone } from "@scalemsp/validators";
import { useBrand } from "../../../lib/site-inputs";
import { CONTACT_BENEFITS, type ContactBenefitIcon } from "../content";
import classes from "../marketing.module.css";
import { ContactForm } from "./contact-form";

const ICONS: Record<ContactBenefitIcon, typeof IconMap> = {
  session: IconCalendarEvent,
  plan: IconMap,
  results: IconChartLine,
  nobligation: IconHeartHandshake,
};

/** Spec §2 contact section (anchor #contact): benefits, the phone call-out and the consultation form. */
export function ContactSection() {
  const brand = useBrand();
  return (
    <section id="contact" aria-labelledby="contact-title">
      <Container size="lg" py={{ base: 56, sm: 88 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="lg">
            <Text className={classes.eyebrow}>Free strategy session</Text>
            <Title order={2} id="contact-title" fz={{ base: 28, sm: 36 }} lh={1.2}>
              {LEAD_FORM_TEXTS.contactHeadline}
            </Title>
            <Text size="lg" c="dimmed">
              Book a free {FREE_SESSION_MINUTES}-minute strategy session with one of our coaches and find out
              what is holding your MSP back.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              {CONTACT_BENEFITS.map((benefit) => {
                const Icon = ICONS[benefit.icon];
                return (
                  <Paper key={benefit.title} withBorder radius="md" p="md">
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <ThemeIcon size={36} radius="md" variant="filled">
                        <Icon size={20} aria-hidden />
                      </ThemeIcon>
                      <div>
                        <Title order={3} fz="md">
                          {benefit.title}
                        </Title>
                        <Text size="sm" c="dimmed" mt={4}>
                          {benefit.text}
                        </Text>
                      </div>
                    </Group>
                  </Paper>
                );
              })}
            </SimpleGrid>
            {/* The coach may show no phone at all: then there is nothing to call. */}
            {brand.phone ? (
              <Paper radius="md" p="lg" className={classes.callout}>
                <Group gap="md" wrap="nowrap">
                  <ThemeIcon size={44} radius="xl" variant="filled" color="green.8">
                    <IconPhone size={22} aria-hidden />
                  </ThemeIcon>
                  <div>
                    <Text fw={700}>Prefer to talk? Call us</Text>
                    <Anchor href={`tel:${dialablePhone(brand.phone)}`} fw={700} fz="lg">
                      {brand.phone}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {SUPPORT_HOURS}
                    </Text>
                  </div>
                </Group>
              </Paper>
            ) : null}
          </Stack>
          <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="sm">
            <ContactForm />
          </Paper>
        </SimpleGrid>
      </Container>
    </section>
  );
}

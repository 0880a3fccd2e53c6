import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/List.css";
import { Container, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { LEAD_FORM_TEXTS } from "@scalemsp/validators";
import { NEWSLETTER_BENEFITS, NEWSLETTER_CLAIM, NEWSLETTER_TESTIMONIAL } from "../content";
import classes from "../marketing.module.css";
import { NewsletterForm } from "./newsletter-form";

/** Spec §2 newsletter section. */
export function NewsletterSection() {
  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className={classes.band}>
      <Container size="lg" py={{ base: 56, sm: 88 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="md">
            <Text className={classes.eyebrow}>Weekly newsletter</Text>
            <Title order={2} id="newsletter-title" fz={{ base: 28, sm: 36 }} lh={1.2}>
              {LEAD_FORM_TEXTS.newsletterHeading}
            </Title>
            <Text size="lg" c="dimmed">
              {NEWSLETTER_CLAIM}
            </Text>
            <List
              spacing="sm"
              center
              icon={<IconCheck size={18} stroke={2.5} color="var(--mantine-color-green-8)" aria-hidden />}
            >
              {NEWSLETTER_BENEFITS.map((benefit) => (
                <List.Item key={benefit}>{benefit}</List.Item>
              ))}
            </List>
          </Stack>
          <Stack gap="lg">
            <Paper withBorder radius="lg" p="xl" shadow="sm">
              <NewsletterForm />
            </Paper>
            <Paper component="figure" radius="lg" p="lg" m={0} className={classes.callout}>
              <Text component="blockquote" m={0} className={classes.quote}>
                “{NEWSLETTER_TESTIMONIAL.quote}”
              </Text>
              <Text component="figcaption" size="sm" mt="sm">
                <Text span fw={700}>
                  {NEWSLETTER_TESTIMONIAL.name}
                </Text>
                , {NEWSLETTER_TESTIMONIAL.company}
              </Text>
            </Paper>
          </Stack>
        </SimpleGrid>
      </Container>
    </section>
  );
}

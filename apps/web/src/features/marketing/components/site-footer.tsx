import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { IconMail, IconPhone } from "@tabler/icons-react";
import { dialablePhone } from "@scalemsp/validators";
import type { ReactNode } from "react";
import { BRAND } from "../../../lib/brand";
import { FOOTER_PROGRAMS } from "../content";
import classes from "../marketing.module.css";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="sm" tt="uppercase" lts="0.06em">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * Spec §2 "Footer": programs, resources and contact details. Contract §13: a link with no
 * target (social profiles, podcast, webinars, until the brand names them) is not shown, and
 * the footer never says 'coming soon'.
 */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Text className={classes.brand} component="p">
              {BRAND.product}
            </Text>
            <Text size="sm" c="dimmed">
              Business coaching for owners of managed IT service providers who want predictable growth.
            </Text>
          </Stack>

          <Column title="Programs">
            <ul className={classes.plainList}>
              {FOOTER_PROGRAMS.map((program) => (
                <li key={program}>
                  <Link to="/services" className={classes.footerLink}>
                    {program}
                  </Link>
                </li>
              ))}
            </ul>
          </Column>

          <Column title="Resources">
            <ul className={classes.plainList}>
              <li>
                <Link to="/" hash="resources" className={classes.footerLink}>
                  Free Guides
                </Link>
              </li>
              <li>
                <Link to="/testimonials" className={classes.footerLink}>
                  Case Studies
                </Link>
              </li>
              <li>
                {/* The newsletter archive is rendered by the server, not the app: a plain link. */}
                <a href="/newsletter" className={classes.footerLink}>
                  Blog
                </a>
              </li>
            </ul>
          </Column>

          <Column title="Contact">
            <ul className={classes.plainList}>
              <li>
                <Anchor href={`mailto:${BRAND.email}`} size="sm" display="inline-flex" style={{ gap: 6 }}>
                  <IconMail size={16} aria-hidden style={{ marginTop: 2 }} />
                  {BRAND.email}
                </Anchor>
              </li>
              <li>
                <Anchor
                  href={`tel:${dialablePhone(BRAND.phone)}`}
                  size="sm"
                  display="inline-flex"
                  style={{ gap: 6 }}
                >
                  <IconPhone size={16} aria-hidden style={{ marginTop: 2 }} />
                  {BRAND.phone}
                </Anchor>
              </li>
            </ul>
          </Column>
        </SimpleGrid>
        <Box mt={40} pt="md" style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
          <Text size="sm" c="dimmed">
            © {BRAND.product}. All rights reserved.
          </Text>
        </Box>
      </Container>
    </footer>
  );
}

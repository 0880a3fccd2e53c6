import "@mantine/core/styles/SimpleGrid.css";
import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  IconMail,
  IconPhone,
} from "@tabler/icons-react";
import { dialablePhone } from "@scalemsp/validators";
import type { MouseEvent, ReactNode } from "react";
import { BRAND } from "../../../lib/brand";
import { FOOTER_PROGRAMS } from "../content";
import classes from "../marketing.module.css";

const SOCIAL = [
  { name: "LinkedIn", Icon: IconBrandLinkedin },
  { name: "X", Icon: IconBrandX },
  { name: "YouTube", Icon: IconBrandYoutube },
  { name: "Facebook", Icon: IconBrandFacebook },
] as const;

/** Spec §2: the social links have no target yet; they stay where they are. */
const stay = (event: MouseEvent) => event.preventDefault();

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

/** Spec §2 "Footer": programs, resources, contact details and social links. */
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
            <Group gap="xs" component="ul" className={classes.navList}>
              {SOCIAL.map(({ name, Icon }) => (
                <li key={name}>
                  <Anchor
                    href="#"
                    onClick={stay}
                    c="dimmed"
                    display="inline-flex"
                    p={4}
                    aria-label={`${BRAND.product} on ${name} (coming soon)`}
                    title={`${name}: coming soon`}
                  >
                    <Icon size={20} stroke={1.5} aria-hidden />
                  </Anchor>
                </li>
              ))}
            </Group>
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
              {(["Blog", "Podcast", "Webinars"] as const).map((name) => (
                <li key={name}>
                  <Text span size="sm">
                    {name}{" "}
                    <Text span size="xs" c="dimmed">
                      (coming soon)
                    </Text>
                  </Text>
                </li>
              ))}
              <li>
                <Link to="/testimonials" className={classes.footerLink}>
                  Case Studies
                </Link>
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

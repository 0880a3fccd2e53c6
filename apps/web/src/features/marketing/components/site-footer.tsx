import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/ActionIcon.css";
import { ActionIcon, Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  IconMail,
  IconPhone,
} from "@tabler/icons-react";
import { LEGAL_PAGES, SITE_LINK_LABELS, dialablePhone } from "@scalemsp/validators";
import type { ReactNode } from "react";
import { useBrand, useSiteSettings } from "../../../lib/site-inputs";
import { FOOTER_PROGRAMS } from "../content";
import classes from "../marketing.module.css";

const SOCIAL = [
  { field: "linkedinUrl", Icon: IconBrandLinkedin },
  { field: "xUrl", Icon: IconBrandX },
  { field: "youtubeUrl", Icon: IconBrandYoutube },
  { field: "facebookUrl", Icon: IconBrandFacebook },
] as const;

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
  const brand = useBrand();
  // The links the admin named, as the server rendered them into this static island.
  const { links } = useSiteSettings();
  const social = SOCIAL.flatMap(({ field, Icon }) => {
    const href = links[field];
    return href ? [{ href, Icon, name: SITE_LINK_LABELS[field] }] : [];
  });
  return (
    <footer className={classes.footer}>
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Text className={classes.brand} component="p">
              {brand.product}
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
              {(["podcastUrl", "webinarsUrl"] as const).map((field) => {
                const href = links[field];
                return href ? (
                  <li key={field}>
                    <a href={href} className={classes.footerLink} rel="noopener">
                      {SITE_LINK_LABELS[field]}
                    </a>
                  </li>
                ) : null;
              })}
            </ul>
          </Column>

          <Column title="Contact">
            <ul className={classes.plainList}>
              <li>
                <Anchor href={`mailto:${brand.email}`} size="sm" display="inline-flex" style={{ gap: 6 }}>
                  <IconMail size={16} aria-hidden style={{ marginTop: 2 }} />
                  {brand.email}
                </Anchor>
              </li>
              {brand.phone ? (
                <li>
                  <Anchor
                    href={`tel:${dialablePhone(brand.phone)}`}
                    size="sm"
                    display="inline-flex"
                    style={{ gap: 6 }}
                  >
                    <IconPhone size={16} aria-hidden style={{ marginTop: 2 }} />
                    {brand.phone}
                  </Anchor>
                </li>
              ) : null}
            </ul>
          </Column>
        </SimpleGrid>
        <Group
          mt={40}
          pt="md"
          justify="space-between"
          gap="sm"
          style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
        >
          <Text size="sm" c="dimmed">
            © {brand.product}. All rights reserved.
          </Text>
          <Group gap="md">
            {/* Rendered by the server, not the app: plain links. */}
            <a href={LEGAL_PAGES.privacy.path} className={classes.footerLink}>
              {LEGAL_PAGES.privacy.title}
            </a>
            <a href={LEGAL_PAGES.terms.path} className={classes.footerLink}>
              {LEGAL_PAGES.terms.title}
            </a>
            {social.length > 0 && (
              <Group gap={4} component="ul" className={classes.plainList} aria-label="Social profiles">
                {social.map(({ href, Icon, name }) => (
                  <li key={name}>
                    <ActionIcon
                      component="a"
                      href={href}
                      rel="noopener"
                      variant="subtle"
                      color="gray"
                      size="lg"
                      aria-label={name}
                    >
                      <Icon size={20} aria-hidden />
                    </ActionIcon>
                  </li>
                ))}
              </Group>
            )}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}

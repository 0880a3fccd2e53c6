import "@mantine/core/styles/Burger.css";
import { ActionIcon, Box, Burger, Button, Container, Group } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { IconLogout, IconUser } from "@tabler/icons-react";
import { Suspense, lazy, useRef, useState } from "react";
import { BrandImageSlot } from "../../../components/brand-image-slot";
import { ButtonLink } from "../../../components/router-links";
import { useBrand, useBrandImages } from "../../../lib/site-inputs";
import classes from "../marketing.module.css";
import { type HeaderMember, NavItemLink, linksFor } from "../nav-links";
import { useMayBeSignedIn } from "../../../session/session-hint";
import { ThemeToggle } from "./theme-toggle";

const MobileMenu = lazy(() => import("./mobile-menu"));
const loadMobileMenu = () => void import("./mobile-menu");
const SessionHeader = lazy(() => import("./session-header"));

export interface HeaderViewProps {
  member: HeaderMember | null;
}

function HeaderView({ member }: HeaderViewProps) {
  const brand = useBrand();
  const images = useBrandImages();
  const [menuOpened, setMenuOpened] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const openMenu = () => {
    setMenuWanted(true);
    setMenuOpened(true);
  };
  // The drawer mounts already open on first use, so it cannot know where focus was: give it back here.
  const closeMenu = () => {
    setMenuOpened(false);
    burger.current?.focus();
  };
  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Link to="/" className={classes.brand}>
            <BrandImageSlot kind="logo" slot="logo" src={images.logo} />
            {brand.product}
          </Link>
          <Box component="nav" aria-label="Main" visibleFrom="md">
            <Group gap={4} wrap="nowrap" component="ul" className={classes.navList}>
              {linksFor(member).map((item) => (
                <li key={item.label}>
                  <NavItemLink item={item} className={classes.navLink} />
                </li>
              ))}
            </Group>
          </Box>
          <Group gap="xs" wrap="nowrap">
            <ThemeToggle />
            {member ? (
              <Group gap="xs" wrap="nowrap" visibleFrom="md">
                <ActionIcon
                  component={Link}
                  to="/dashboard"
                  variant="default"
                  size="lg"
                  aria-label={`Your profile (${member.email})`}
                  title={member.email}
                >
                  <IconUser size={18} stroke={1.75} aria-hidden />
                </ActionIcon>
                <Button
                  variant="default"
                  leftSection={<IconLogout size={16} aria-hidden />}
                  onClick={member.logout}
                  loading={member.loggingOut}
                >
                  Log out
                </Button>
              </Group>
            ) : (
              <Group gap="xs" wrap="nowrap" visibleFrom="md">
                <ButtonLink to="/auth" search={{ tab: "login" }} variant="default">
                  Login
                </ButtonLink>
                <ButtonLink to="/auth" search={{ tab: "register" }}>
                  Get Started
                </ButtonLink>
              </Group>
            )}
            <Burger
              ref={burger}
              hiddenFrom="md"
              opened={menuOpened}
              onClick={openMenu}
              onPointerEnter={loadMobileMenu}
              onFocus={loadMobileMenu}
              aria-label="Open menu"
              aria-expanded={menuOpened}
              aria-haspopup="dialog"
            />
          </Group>
        </Group>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={closeMenu} member={member} />
        </Suspense>
      )}
    </header>
  );
}

/**
 * Spec §2 "Public header". Visitors who may be signed in (see session-hint.ts) get the
 * session read and, once it answers, the member links; everyone else the public links at once.
 */
export function SiteHeader() {
  const maybeMember = useMayBeSignedIn();
  const publicHeader = <HeaderView member={null} />;
  if (!maybeMember) return publicHeader;
  return (
    <Suspense fallback={publicHeader}>
      <SessionHeader view={HeaderView} />
    </Suspense>
  );
}

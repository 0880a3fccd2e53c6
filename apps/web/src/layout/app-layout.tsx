import "@mantine/core/styles/AppShell.css";
import "@mantine/core/styles/Burger.css";
import "./app-layout.css";
import { AppShell, Burger, Group } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { CSSProperties, ReactNode } from "react";
import { AnchorLink } from "../components/router-links";
import { ThemeSwitch } from "../components/theme-switch";
import { useBrand } from "../lib/site-inputs";
import { useSession } from "../session/use-session";
import { SideMenu } from "./side-menu";

/**
 * The signed-in area's indigo, a shade darker than the theme's in the light scheme: links and
 * filled buttons stand out from the body text on white; in the dark, light-variant text is a
 * pale indigo that reads on the theme's indigo tint. Portaled parts (dialogs) take the same variables. "Dimmed"
 * and error texts come from the theme's resolver (theme.ts), the same everywhere.
 */
export const CONTRAST_VARS = {
  "--mantine-color-anchor": "light-dark(var(--mantine-color-indigo-9), var(--mantine-color-indigo-4))",
  "--mantine-primary-color-filled":
    "light-dark(var(--mantine-color-indigo-8), var(--mantine-color-indigo-7))",
  "--mantine-primary-color-filled-hover":
    "light-dark(var(--mantine-color-indigo-9), var(--mantine-color-indigo-8))",
  "--mantine-color-indigo-filled": "light-dark(var(--mantine-color-indigo-8), var(--mantine-color-indigo-7))",
  "--mantine-color-indigo-filled-hover":
    "light-dark(var(--mantine-color-indigo-9), var(--mantine-color-indigo-8))",
  "--mantine-primary-color-light-color":
    "light-dark(var(--mantine-color-indigo-9), var(--mantine-color-indigo-1))",
  "--mantine-color-indigo-light-color":
    "light-dark(var(--mantine-color-indigo-9), var(--mantine-color-indigo-1))",
} as CSSProperties;

/**
 * The signed-in frame: a header with the product name (and the menu button on phones), the side
 * menu, and the page. Any signed-in page renders inside it, the admin area's included.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const { user } = useSession();
  const [menuOpen, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: "sm", collapsed: { mobile: !menuOpen } }}
      padding={{ base: "sm", sm: "lg" }}
      style={CONTRAST_VARS}
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={menuOpen}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls="app-side-menu"
          />
          <AnchorLink to="/dashboard" fw={700} fz="lg" underline="never">
            {brand.product}
          </AnchorLink>
          <Group ml="auto" gap="xs" wrap="nowrap">
            <ThemeSwitch />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="app-side-menu" aria-label="Main menu">
        {user ? <SideMenu user={user} onNavigate={close} /> : null}
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}

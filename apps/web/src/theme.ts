import { type CSSVariablesResolver, createTheme } from "@mantine/core";
import { THEME_STORAGE_KEY } from "@scalemsp/validators";
import { sectionColorSchemeManager } from "./lib/color-scheme";

export const theme = createTheme({
  primaryColor: "indigo",
  // Shade 6 gives white button text and indigo links under 4.5:1 contrast on light backgrounds.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: "md",
  // Dialogs, menus and drawers appear without moving for people whose system asks for less motion.
  respectReducedMotion: true,
  fontFamily:
    "'Inter Variable', 'Inter Fallback', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji'",
  headings: { fontWeight: "700" },
  components: {
    // Forms mark the optional fields "(optional)" instead of starring the required ones, so a
    // label reads exactly as written; `required` still reaches assistive technology.
    // A plain object rather than InputWrapper.extend keeps the component out of the public bundle.
    InputWrapper: { defaultProps: { withAsterisk: false } },
  },
});

/**
 * Every text at WCAG AA (4.5:1) on the page and on cards, in both schemes, everywhere: Mantine's
 * defaults fall short for "dimmed" text (gray.6 on white 3.3:1; dark.2 on a dark card 4:1), for
 * field errors (red.6 on white 3.3:1; red.8 on a dark input 3.4:1) and for white text on
 * filled red (red.7, 3.9:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-red-filled": "var(--mantine-color-red-9)",
    "--mantine-color-red-filled-hover": "var(--mantine-color-red-8)",
    "--mantine-color-red-text": "var(--mantine-color-red-9)",
    "--mantine-color-red-outline": "var(--mantine-color-red-9)",
  },
  dark: {
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
    "--mantine-color-error": "var(--mantine-color-red-4)",
  },
});

export const colorSchemeManager = sectionColorSchemeManager(THEME_STORAGE_KEY);

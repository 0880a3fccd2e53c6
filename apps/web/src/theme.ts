import {
  type CSSVariablesResolver,
  alpha,
  colorsTuple,
  createTheme,
  isVirtualColor,
  keys,
  virtualColor,
} from "@mantine/core";
import { THEME_STORAGE_KEY } from "@scalemsp/validators";
import { sectionColorSchemeManager } from "./lib/color-scheme";

export const theme = createTheme({
  primaryColor: "indigo",
  // Shade 6 gives white button text and indigo links under 4.5:1 contrast on light backgrounds;
  // in the dark scheme shade 7 keeps white text at 5:1 and stands out from the page (3.4:1),
  // where shade 8 read as navy on near-black.
  primaryShade: { light: 7, dark: 7 },
  colors: {
    // The dark scheme's greys, cooled towards the brand's indigo: text bright enough to read as
    // text (dark.0), "dimmed" text at 6:1 or more on cards (dark.1), page (dark.7) and cards
    // (dark.6) far enough apart to tell a card from the page.
    dark: colorsTuple([
      "#d6d9e2",
      "#b4b9c8",
      "#8a90a3",
      "#646a7c",
      "#414657",
      "#33384a",
      "#262a38",
      "#1b1e29",
      "#151722",
      "#0f111a",
    ]),
    // A recommendation (what to study next): the light scheme's warm orange, the brand's teal
    // in the dark, where Mantine's dark orange is a rust block.
    advice: virtualColor({ name: "advice", light: "orange", dark: "teal" }),
  },
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
    // A list with `center` sets its items' line height to 1, which crams an item that wraps
    // (a hero benefit, a plan's inclusion on a narrow card) into touching lines.
    List: { styles: { itemLabel: { lineHeight: "var(--mantine-line-height)" } } },
  },
});

/**
 * Every text at WCAG AA (4.5:1) on the page and on cards, in both schemes, everywhere: Mantine's
 * defaults fall short for "dimmed" text (gray.6 on white 3.3:1; dark.2 on a dark card 4:1), for
 * field errors (red.6 on white 3.3:1; red.8 on a dark input 3.4:1) and for white text on
 * filled red (red.7, 3.9:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
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
    ...darkTints(theme),
  },
});

/**
 * The dark scheme's "light" variants (alerts, light buttons, badges, the chosen menu item) as a
 * translucent tint of the colour over the surface it is on, instead of Mantine's solid darkened
 * shade 9 (a navy or rust block): the hue stays recognisable. Their text, and a subtle button's,
 * is shade 2 (Mantine's shade 0 is all but white, so a red "Remove" read as plain text); it
 * reads at 8:1 or more on the tint.
 */
function darkTints(theme: Parameters<CSSVariablesResolver>[0]): Record<string, string> {
  const tints: Record<string, string> = {};
  for (const name of keys(theme.colors)) {
    if (name === "dark" || name === "gray") continue;
    const value = theme.colors[name];
    const palette = isVirtualColor(value) ? theme.colors[value.dark] : value;
    if (!palette) continue;
    tints[`--mantine-color-${name}-light`] = alpha(palette[4], 0.16);
    tints[`--mantine-color-${name}-light-hover`] = alpha(palette[4], 0.24);
    tints[`--mantine-color-${name}-light-color`] = palette[2];
  }
  return tints;
}

export const colorSchemeManager = sectionColorSchemeManager(THEME_STORAGE_KEY);

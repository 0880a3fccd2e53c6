import { createTheme } from "@mantine/core";
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

export const colorSchemeManager = sectionColorSchemeManager(THEME_STORAGE_KEY);

import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { IconMoon, IconSun } from "@tabler/icons-react";

/**
 * Switches between light and dark; the choice is stored and wins over the area's default. The
 * stored choice is only known in the browser, so a page rendered on the server (and the first
 * render that hydrates it) names no scheme, and its icon follows the scheme by CSS alone (Mantine's
 * `darkHidden`/`lightHidden` classes; an inline `display` would win over them and show both).
 */
export function ThemeSwitch() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme("light", { getInitialValueInEffect: true });
  const mounted = useMounted();
  const next = scheme === "dark" ? "light" : "dark";
  const label = !mounted ? "Change theme" : next === "dark" ? "Use dark theme" : "Use light theme";
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      aria-label={label}
      title={label}
      data-testid="theme-switch"
      onClick={() => setColorScheme(next)}
    >
      <Box component="span" lh={0} darkHidden>
        <IconMoon size={18} aria-hidden />
      </Box>
      <Box component="span" lh={0} lightHidden>
        <IconSun size={18} aria-hidden />
      </Box>
    </ActionIcon>
  );
}

import { ActionIcon, type MantineColorScheme, useMantineColorScheme } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { IconDeviceDesktop, IconMoon, IconSun } from "@tabler/icons-react";

const NAMES: Record<MantineColorScheme, string> = { light: "Light", dark: "Dark", auto: "System" };
const NEXT: Record<MantineColorScheme, MantineColorScheme> = { light: "dark", dark: "auto", auto: "light" };
const ICONS = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop };

/**
 * Cycles light, dark and system. The stored choice is only known in the browser, so the
 * pre-rendered page (and the first render that hydrates it) shows a neutral state.
 */
export function ThemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const mounted = useMounted();
  const Icon = ICONS[mounted ? colorScheme : "auto"];
  const label = mounted
    ? `Theme: ${NAMES[colorScheme]}. Switch to ${NAMES[NEXT[colorScheme]]}`
    : "Change theme";
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(NEXT[colorScheme])}
    >
      <Icon size={18} stroke={1.75} aria-hidden />
    </ActionIcon>
  );
}

import { useMediaQuery } from "@mantine/hooks";

/** Below Mantine's `xs` breakpoint dialogs take the whole screen. */
export const usePhone = () => useMediaQuery("(max-width: 36em)") ?? false;

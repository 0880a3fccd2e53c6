import type { Page } from "@playwright/test";
import { THEME_STORAGE_KEY } from "@scalemsp/validators";
import { test } from "./fixtures";

export const SCHEMES = ["light", "dark"] as const;
export const WIDTHS = [375, 1280] as const;
export type ColorScheme = (typeof SCHEMES)[number];

/** A colour scheme at a viewport width: how a screen is looked at. */
export interface Look {
  colorScheme: ColorScheme;
  width: number;
}

/** Each scheme at each width. */
export const EVERY_LOOK: readonly Look[] = SCHEMES.flatMap((colorScheme) =>
  WIDTHS.map((width) => ({ colorScheme, width })),
);

/** The signed-in area defaults to light; a stored choice makes it follow the given scheme. */
export const storeColorScheme = (page: Page, colorScheme: ColorScheme) =>
  page.addInitScript(([key, scheme]) => window.localStorage.setItem(key, scheme), [
    THEME_STORAGE_KEY,
    colorScheme,
  ] as const);

/**
 * Declares the tests of `body` once per look, in a group named "<scheme>, <width> px": the
 * browser takes the scheme, the width and reduced motion, and the signed-in area the scheme.
 */
export function forEachLook(
  body: (look: Look) => void,
  { looks = EVERY_LOOK, height = 800 }: { looks?: readonly Look[]; height?: number } = {},
) {
  for (const look of looks) {
    test.describe(`${look.colorScheme}, ${look.width} px`, () => {
      test.use({
        colorScheme: look.colorScheme,
        reducedMotion: "reduce",
        viewport: { width: look.width, height },
      });
      test.beforeEach(async ({ page }) => {
        await storeColorScheme(page, look.colorScheme);
      });
      body(look);
    });
  }
}

import {
  type MantineColorScheme,
  type MantineColorSchemeManager,
  localStorageColorSchemeManager,
} from "@mantine/core";

/** Spec §2 "Theme": the signed-in part defaults to light; a stored choice always wins. */
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = "light";
/** ...and the marketing part (everything outside the signed-in area) follows the system. */
export const MARKETING_COLOR_SCHEME: MantineColorScheme = "auto";

/** The signed-in area's paths; the pre-paint script in vite/html-shell.ts tests the same pattern. */
export const SIGNED_IN_PATH = /^\/(dashboard|courses|sessions|resources|admin)(\/|$)/;

export const defaultColorSchemeFor = (pathname: string): MantineColorScheme =>
  SIGNED_IN_PATH.test(pathname) ? DEFAULT_COLOR_SCHEME : MARKETING_COLOR_SCHEME;

const isScheme = (value: unknown): value is MantineColorScheme =>
  value === "light" || value === "dark" || value === "auto";

export interface SectionColorSchemeManager extends MantineColorSchemeManager {
  /** Shows the section's default when the visitor has not chosen, without storing it as a choice. */
  applyDefault: (scheme: MantineColorScheme) => void;
}

/**
 * Mantine's localStorage manager, plus a default that follows the part of the site: moving
 * between the marketing pages and the signed-in area switches the default, never a stored choice.
 */
export function sectionColorSchemeManager(key: string): SectionColorSchemeManager {
  const storage = localStorageColorSchemeManager({ key });
  let onUpdate: ((scheme: MantineColorScheme) => void) | null = null;
  let applyingDefault = false;
  const stored = () => {
    try {
      const value = window.localStorage.getItem(key);
      return isScheme(value) ? value : null;
    } catch {
      return null;
    }
  };
  return {
    ...storage,
    set: (value) => {
      // Mantine stores whatever it is told to show; a default pushed by applyDefault is not a choice.
      if (applyingDefault) return;
      storage.set(value);
    },
    subscribe: (update) => {
      onUpdate = update;
      storage.subscribe(update);
    },
    unsubscribe: () => {
      onUpdate = null;
      storage.unsubscribe();
    },
    applyDefault: (scheme) => {
      if (!onUpdate || stored() !== null) return;
      applyingDefault = true;
      try {
        onUpdate(scheme);
      } finally {
        applyingDefault = false;
      }
    },
  };
}

import { afterEach, describe, expect, it, vi } from "vitest";
import { THEME_STORAGE_KEY } from "@scalemsp/validators";
import { defaultColorSchemeFor, sectionColorSchemeManager } from "../src/lib/color-scheme";
import { colorSchemeScript } from "../vite/html-shell";

/** Runs the pre-paint script against a page at `pathname` and returns the scheme it applied. */
function prePaint(pathname: string, stored: string | null, systemDark: boolean) {
  const attributes: Record<string, string> = {};
  // The script is shipped as text inside the page; running it as text is what this test checks.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function("localStorage", "location", "matchMedia", "document", colorSchemeScript);
  run(
    { getItem: (key: string) => (key === THEME_STORAGE_KEY ? stored : null) },
    { pathname },
    () => ({ matches: systemDark }),
    { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
  );
  return attributes["data-mantine-color-scheme"];
}

describe("colour scheme before the first paint (spec §2 'Theme')", () => {
  it("follows the system on the public pages and is light in the signed-in area", () => {
    expect(prePaint("/", null, true)).toBe("dark");
    expect(prePaint("/services", null, false)).toBe("light");
    expect(prePaint("/auth", null, true)).toBe("dark");
    expect(prePaint("/dashboard", null, true)).toBe("light");
    expect(prePaint("/admin/users/3", null, true)).toBe("light");
  });

  it("applies a stored choice everywhere, and ignores a stored value that is not one", () => {
    expect(prePaint("/", "light", true)).toBe("light");
    expect(prePaint("/dashboard", "dark", false)).toBe("dark");
    expect(prePaint("/courses", "auto", true)).toBe("dark");
    expect(prePaint("/", "purple", true)).toBe("dark");
  });

  it("agrees with the default the app uses after it starts", () => {
    expect(defaultColorSchemeFor("/")).toBe("auto");
    expect(defaultColorSchemeFor("/testimonials")).toBe("auto");
    expect(defaultColorSchemeFor("/resources")).toBe("light");
    expect(defaultColorSchemeFor("/dashboards-of-something")).toBe("auto");
  });
});

describe("the section-aware colour scheme manager", () => {
  afterEach(() => vi.unstubAllGlobals());

  function fakeWindow(initial: Record<string, string> = {}) {
    const store = new Map(Object.entries(initial));
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
      },
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    return store;
  }

  it("shows a section's default without storing it as a choice", () => {
    const store = fakeWindow();
    const manager = sectionColorSchemeManager(THEME_STORAGE_KEY);
    const shown: string[] = [];
    // Mantine's provider stores whatever it is told to show, through set().
    manager.subscribe((scheme) => {
      shown.push(scheme);
      manager.set(scheme);
    });
    manager.applyDefault("light");
    expect(shown).toEqual(["light"]);
    expect(store.has(THEME_STORAGE_KEY)).toBe(false);

    manager.set("dark");
    expect(store.get(THEME_STORAGE_KEY)).toBe("dark");
  });

  it("never overrides a stored choice", () => {
    fakeWindow({ [THEME_STORAGE_KEY]: "dark" });
    const manager = sectionColorSchemeManager(THEME_STORAGE_KEY);
    const shown: string[] = [];
    manager.subscribe((scheme) => shown.push(scheme));
    manager.applyDefault("light");
    expect(shown).toEqual([]);
    expect(manager.get("auto")).toBe("dark");
  });
});

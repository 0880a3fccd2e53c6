import type { Page } from "@playwright/test";
import { demoCourses, demoResources } from "../packages/db/src/seed/demo-content";
import { APP_HYDRATED_ATTRIBUTE } from "@scalemsp/validators";
import { expect, test } from "./fixtures";
import { MEMBER_PAGES } from "./member-pages";

/**
 * Reads a member page still makes after the server sent its first reads with the shell: the
 * resource list is always stale (spec §9), so it is read again behind the answer on screen;
 * the booking slots are read for a window starting now, which no answer sent earlier matches.
 */
const STILL_READ: Record<string, readonly string[]> = {
  "/resources": ["resources.list"],
  "/sessions": ["sessions.slots"],
};

/** Each tRPC procedure the page asks for, and every console error. */
function watch(page: Page) {
  const reads: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/trpc/")) reads.push(...url.pathname.slice("/trpc/".length).split(","));
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { reads, errors };
}

/**
 * Runs `use` on a new page of the signed-in context whose app code is held back until `release`:
 * until then the page is the HTML the server sent. A page of its own, so the wait for hydration
 * after loading (fixtures.ts) does not apply.
 */
async function withCodeHeld<T>(
  page: Page,
  use: (early: Page, release: () => void) => Promise<T>,
): Promise<T> {
  const early = await page.context().newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await early.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  try {
    return await use(early, release);
  } finally {
    release();
    await early.close();
  }
}

const firstCourse = demoCourses[0]?.title ?? "";
const firstResource = demoResources[0]?.title ?? "";

test.describe("member pages painted from the reads sent with their shell", () => {
  const pages: { path: string; shows: (page: Page, user: { firstName: string }) => Promise<void> }[] = [
    {
      path: "/dashboard",
      shows: async (page, user) =>
        expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${user.firstName}!`),
    },
    {
      path: "/courses",
      shows: (page) => expect(page.getByText(firstCourse).first()).toBeVisible(),
    },
    {
      path: "/resources",
      shows: (page) => expect(page.getByText(firstResource).first()).toBeVisible(),
    },
    {
      path: "/sessions",
      shows: (page) => expect(page.getByRole("heading", { level: 1, name: "Coaching" })).toBeVisible(),
    },
  ];

  test("covers every page the build wrote a member shell for", () => {
    expect(pages.map((entry) => entry.path).sort()).toEqual(MEMBER_PAGES);
  });

  for (const { path, shows } of pages) {
    test(`${path} shows its data without reading it again, with no console errors`, async ({
      page,
      signUp,
    }) => {
      const user = await signUp();
      const { reads, errors } = watch(page);
      await page.goto(path);
      await shows(page, user);
      await page.waitForLoadState("networkidle");
      expect(reads.filter((read) => !(STILL_READ[path] ?? []).includes(read))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test("a member page arrives rendered with the viewer's data, before any script runs", async ({
    browser,
    page,
    signUp,
  }) => {
    const user = await signUp();
    const withoutCode = await browser.newContext({ javaScriptEnabled: false });
    try {
      await withoutCode.addCookies(await page.context().cookies());
      const html = await withoutCode.newPage();
      await html.goto("/dashboard");
      await expect(html.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${user.firstName}!`);
      await html.goto("/courses");
      await expect(html.getByText(firstCourse).first()).toBeVisible();
    } finally {
      await withoutCode.close();
    }
  });

  test("a click on a control before the page's code runs is made once it has", async ({ page, signUp }) => {
    await signUp();
    await withCodeHeld(page, async (early, release) => {
      await early.goto("/dashboard");
      const tab = early.getByRole("tab", { name: "Learning" });
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "false");
      release();
      await expect(tab).toHaveAttribute("aria-selected", "true");
    });
  });

  /**
   * Whether the page's code kept the server's HTML (hydrated it) or replaced it (rendered it
   * afresh): a mark put on the heading before the code runs survives only the first.
   */
  const keptServerHtml = (page: Page, path: string) =>
    withCodeHeld(page, async (early, release) => {
      await early.goto(path);
      await early.locator("h1").evaluate((heading) => heading.setAttribute("data-from-server", ""));
      release();
      await early.waitForFunction(
        (attribute) => document.documentElement.hasAttribute(attribute),
        APP_HYDRATED_ATTRIBUTE,
      );
      return (await early.locator("h1[data-from-server]").count()) === 1;
    });

  test("in the server's time zone, the page's code hydrates the server's HTML", async ({ page, signUp }) => {
    await signUp();
    expect(await keptServerHtml(page, "/dashboard")).toBe(true);
  });

  test.describe("in a browser whose time zone is not the server's", () => {
    test.use({ timezoneId: "Pacific/Auckland" });

    test("a member page is rendered afresh in the browser, with no console errors", async ({
      page,
      signUp,
    }) => {
      const user = await signUp();
      expect(await keptServerHtml(page, "/dashboard")).toBe(false);
      const { errors } = watch(page);
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${user.firstName}!`);
      await page.goto("/sessions");
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
    });
  });

  test("signed out, a member page still sends the visitor to sign in", async ({ page }) => {
    await page.goto("/courses");
    await expect(page).toHaveURL(/\/auth/);
  });
});

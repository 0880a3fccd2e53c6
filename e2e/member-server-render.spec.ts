import { PAGE_SKELETON_ATTRIBUTE, THEME_STORAGE_KEY } from "@scalemsp/validators";
import { expect, test } from "./fixtures";
import { MEMBER_PAGES, STILL_READ, watchPage } from "./member-pages";

/**
 * Decision 084: once the member's time zone is known, the server renders their page for them
 * (off its request thread), so the content paints before any script. The page the server
 * rendered and the page the app draws must agree: the app hydrates the one with the other, and
 * a difference would be a console error and a page redrawn.
 */
const ZONE = "America/New_York";
test.use({ timezoneId: ZONE });

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`member pages rendered by the server for their viewer, ${colorScheme}`, () => {
    test.use({ colorScheme });
    test.beforeEach(async ({ page }) => {
      // The signed-in area defaults to light; a stored choice (known only to the browser) must
      // not make the page the server rendered differ from the one the app hydrates it with.
      await page.addInitScript(([key, scheme]) => window.localStorage.setItem(key, scheme), [
        THEME_STORAGE_KEY,
        colorScheme,
      ] as const);
    });

    test("each page's content is in its HTML, and the app hydrates the same page without reading again", async ({
      browser,
      page,
      signUp,
    }) => {
      // Five pages, each loaded twice: more than the default 30 seconds on a busy machine.
      test.setTimeout(120_000);
      const user = await signUp();
      expect((await page.request.put("/api/user/time-zone", { data: { timeZone: ZONE } })).status()).toBe(
        200,
      );
      const withoutCode = await browser.newContext({ javaScriptEnabled: false, timezoneId: ZONE });
      try {
        await withoutCode.addCookies(await page.context().cookies());
        const html = await withoutCode.newPage();
        for (const path of MEMBER_PAGES) {
          await html.goto(path);
          await expect(html.locator(`[${PAGE_SKELETON_ATTRIBUTE}]`), path).toHaveCount(0);
          await expect(html.getByRole("heading", { level: 1 }), path).toBeVisible();
          const served = await html.locator("main").innerText();

          const { reads, errors } = watchPage(page);
          await page.goto(path);
          await page.waitForLoadState("networkidle");
          expect(await page.locator("main").innerText(), path).toBe(served);
          expect(
            reads.filter((read) => !(STILL_READ[path] ?? []).includes(read)),
            path,
          ).toEqual([]);
          expect(errors, path).toEqual([]);
          page.removeAllListeners("request");
          page.removeAllListeners("console");
          page.removeAllListeners("pageerror");
        }
        // The theme switch shows the one icon of the scheme it would switch from.
        await expect(page.getByTestId("theme-switch").locator("svg:visible")).toHaveCount(1);
        // The dashboard greets this member by name before any script has run.
        await html.goto("/dashboard");
        await expect(html.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${user.firstName}!`);
      } finally {
        await withoutCode.close();
      }
    });
  });
}

import type { APIRequestContext } from "@playwright/test";
import { GUIDE_TEXTS } from "@scalemsp/validators";
import { bootData } from "./boot-data";
import { expect, test } from "./fixtures";

/**
 * How a pre-rendered page's code starts (decision 055): the libraries the entry imports are
 * evaluated one a task, dependencies first, before the entry, so no one task is long; then the
 * page works as before. /guides loads the schema library and the gate's dialog only when a
 * guide is gated.
 */

/** The modules a built module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
async function staticImports(request: APIRequestContext, file: string) {
  const code = await (await request.get(file)).text();
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => `/assets/${match[1]}`);
}

for (const path of ["/pricing", "/guides"]) {
  test(`${path} evaluates the entry's libraries one a task, dependencies first, and preloads every module once`, async ({
    page,
  }) => {
    const { stages, modules } = await bootData(page.request, path);
    const [entry, ...rest] = modules;
    const libraries = rest.slice(0, stages);
    // React, Mantine and the router with the query cache, at least, each apart from the app.
    expect(stages).toBeGreaterThanOrEqual(3);
    expect([...libraries].sort()).toEqual(
      [...new Set(await staticImports(page.request, entry ?? ""))].sort(),
    );
    for (const [at, library] of libraries.entries()) {
      for (const imported of await staticImports(page.request, library)) {
        expect(libraries.slice(0, at), `${library} comes after ${imported}`).toContain(imported);
      }
    }

    await page.goto(path);
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded).toEqual(expect.arrayContaining(modules));
    expect(new Set(preloaded).size).toBe(preloaded.length);
  });
}

test("on /pricing the hydrated header's menu works from the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/pricing");
  await expect(page.getByTestId("plan-card")).toHaveCount(4);
  const burger = page.getByRole("banner").getByRole("button", { name: "Open menu" });
  await burger.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("link", { name: "Contact", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(burger).toBeFocused();
});

test("/guides with no gated guide loads neither the schema library nor the gate's dialog, and its links navigate in the app", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/guides");
  await page.waitForLoadState("networkidle");
  const cards = page.getByTestId("guide-card");
  expect(await cards.count()).toBeGreaterThan(0);
  // The gate is off: every download is a link to its file.
  await expect(cards.getByRole("link", { name: new RegExp(`^${GUIDE_TEXTS.download} `) })).toHaveCount(
    await cards.count(),
  );
  expect(scripts.filter((script) => /\/assets\/(zod|guide-gate-modal)-/.test(script))).toEqual([]);

  // The router took over the page: a link opens its page without loading the document again.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole("link", { name: GUIDE_TEXTS.membersCta }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByTestId("plan-card")).toHaveCount(4);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

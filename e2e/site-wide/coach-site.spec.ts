import type { Page } from "@playwright/test";
import { DEFAULT_PLAN_TEXTS, DEFAULT_TESTIMONIALS, MESSAGES } from "@scalemsp/validators";
import { axeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { keepScreenshot } from "../screenshots";

/**
 * A site with a coach on it (decision 078): the product's own pictures before any upload, the
 * coach from the coach profile, the stories and figures the admin writes, and the pricing grid
 * with its recommended plan.
 */

/** Every picture of the page has its size in the markup, and those below the first screen wait. */
async function expectSizedPictures(page: Page) {
  const images = await page.locator("main img").evaluateAll((elements) =>
    elements.map((element) => {
      const image = element as HTMLImageElement;
      return {
        src: image.src.slice(0, 60),
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
        lazy: image.loading === "lazy",
        belowFold: image.getBoundingClientRect().top > window.innerHeight,
      };
    }),
  );
  for (const image of images) {
    expect(image.width && image.height, image.src).toBeTruthy();
    if (image.belowFold) expect(image.lazy, image.src).toBe(true);
  }
}

for (const colorScheme of ["light", "dark"] as const) {
  for (const width of [375, 1280] as const) {
    test.describe(`${colorScheme}, ${width} px`, () => {
      test.use({ colorScheme, reducedMotion: "reduce", viewport: { width, height: 800 } });

      test("the home page has pictures before any upload, and reads well", async ({ page }, testInfo) => {
        test.setTimeout(120_000);
        await page.goto("/");
        const hero = page.locator("[data-image-slot=hero] svg");
        await expect(hero).toBeVisible();
        const box = await hero.boundingBox();
        expect(box?.width).toBeGreaterThan(200);
        await expectSizedPictures(page);
        // The about picture is drawn inline, with the page's first paint.
        const about = page.locator("#about [data-image-slot=portrait] svg").first();
        await about.scrollIntoViewIfNeeded();
        expect((await about.boundingBox())?.width).toBeGreaterThan(100);
        expect(await axeViolations(page), "axe on /").toEqual([]);
        await keepScreenshot(page, testInfo, `home-${colorScheme}-${width}`);
      });

      test("the pricing grid recommends a plan and offers Free as an account", async ({ page }, testInfo) => {
        test.setTimeout(120_000);
        await page.goto("/pricing");
        const cards = page.getByTestId("plan-card");
        const pro = cards.filter({ has: page.getByRole("heading", { name: DEFAULT_PLAN_TEXTS.pro.name }) });
        await expect(pro.getByText("Recommended")).toBeVisible();
        await expect(cards.filter({ hasText: "Recommended" })).toHaveCount(1);
        const free = cards.filter({ has: page.getByRole("heading", { name: DEFAULT_PLAN_TEXTS.free.name }) });
        await expect(free.getByRole("link", { name: "Create a free account" })).toHaveAttribute(
          "href",
          "/auth?tab=register",
        );
        expect(await axeViolations(page), "axe on /pricing").toEqual([]);
        await keepScreenshot(page, testInfo, `pricing-${colorScheme}-${width}`);
      });
    });
  }
}

test("the coach's name, photo and bio, and the admin's stories and figures, show on the site", async ({
  page,
  signInAsAdmin,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAsAdmin();
  const profile = await page.request.put("/api/admin/coach-profile", {
    data: {
      displayName: "Dana Whitfield",
      bio: "Dana ran a 40-person MSP for fifteen years before coaching other owners.",
      photoUrl: null,
      timeZone: "America/New_York",
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  await page.goto("/admin?tab=settings");
  const card = page.getByRole("region", { name: "Testimonials and figures" });
  await card.getByLabel("Figure 1", { exact: true }).fill("250+");
  await card.getByRole("button", { name: "Save figures" }).click();
  await expect(page.getByText("Site updated").last()).toBeVisible();
  await card.getByLabel("Quote").first().fill("Dana helped us double our recurring revenue.");
  await card.getByLabel("Name").first().fill("Priya Shah");
  const saveTestimonials = card.getByRole("button", { name: "Save testimonials" });
  await saveTestimonials.click();
  // Saved: nothing left to save, and the button says so; the defaults can be had back.
  await expect(saveTestimonials).toBeDisabled();
  await expect(saveTestimonials).toHaveAccessibleDescription(MESSAGES.nothingToSave);
  await expect(card.getByRole("button", { name: "Use the default testimonials" })).toBeVisible();
  await keepScreenshot(page, testInfo, "admin-site-story");

  try {
    await page.request.post("/api/logout");
    await page.goto("/");
    await expect(page.getByText("Dana Whitfield", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("250+")).toBeVisible();
    await expect(
      page.getByText("Dana helped us double our recurring revenue.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByText("Priya Shah")).toBeVisible();
    await page.goto("/about");
    const about = page.locator("#about");
    await expect(about.getByRole("heading", { name: "Dana Whitfield" })).toBeVisible();
    await expect(about).toContainText("ran a 40-person MSP");
  } finally {
    await signInAsAdmin();
    await page.request.put("/api/admin/settings/testimonials", { data: { testimonials: null } });
    await page.request.put("/api/admin/settings/stats", { data: { stats: null } });
  }
  await page.request.post("/api/logout");
  await page.goto("/testimonials");
  await expect(page.getByText(DEFAULT_TESTIMONIALS[0]?.name ?? "")).toBeVisible();
});

import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { BRAND_IMAGE_MESSAGES, THEME_STORAGE_KEY } from "@scalemsp/validators";
import { expect, test, toast } from "../fixtures";
import { layoutShift } from "../layout-shift";
import { keepScreenshot } from "../screenshots";

/** The part of sharp (the server's dependency) this test draws its pictures with. */
type DrawPicture = (options: {
  create: {
    width: number;
    height: number;
    channels: 4;
    background: { r: number; g: number; b: number; alpha: number };
  };
}) => { png: () => { toBuffer: () => Promise<Buffer> } };
const sharp = createRequire(new URL("../../apps/server/package.json", import.meta.url))(
  "sharp",
) as DrawPicture;

const picture = (width: number, height: number, rgb: [number, number, number], alpha = 1) =>
  sharp({
    create: { width, height, channels: 4, background: { r: rgb[0], g: rgb[1], b: rgb[2], alpha } },
  })
    .png()
    .toBuffer();

/** The site's own theme choice, as its switch stores it, then the page again. */
async function useScheme(page: Page, scheme: "light" | "dark") {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    THEME_STORAGE_KEY,
    scheme,
  ] as const);
  await page.reload();
}

const imageField = (page: Page, purpose: string) => page.locator(`[data-image-field="${purpose}"]`).first();

/** Uploads into the field and waits until it is saved: the field then offers to remove it. */
async function uploadIn(page: Page, purpose: string, name: string, buffer: Buffer) {
  const field = imageField(page, purpose);
  await field.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/png", buffer });
  // Cropping and encoding every width takes a few seconds on a busy machine.
  await expect(field.getByRole("button", { name: /^Remove / })).toBeVisible({ timeout: 60_000 });
  await expect(field.getByRole("button", { name: /^Remove / })).toBeEnabled();
}

test("the admin uploads a logo and a hero; the home page shows them as sized, responsive pictures", async ({
  page,
  signInAsAdmin,
}, testInfo) => {
  test.slow();
  await signInAsAdmin();
  await page.goto("/admin?tab=settings");
  await expect(page.getByRole("heading", { name: "Brand Images" })).toBeVisible({ timeout: 30_000 });
  await uploadIn(page, "logo", "logo.png", await picture(360, 120, [67, 56, 202], 0.9));
  await uploadIn(page, "hero", "hero.png", await picture(1600, 1200, [14, 116, 144]));
  for (const scheme of ["light", "dark"] as const) {
    await useScheme(page, scheme);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // The preview loads lazily, as a person scrolling down to it would see it.
      await imageField(page, "hero").scrollIntoViewIfNeeded();
      await expect(imageField(page, "hero").locator("img")).toBeVisible({ timeout: 30_000 });
      await keepScreenshot(page, testInfo, `admin-settings-${width}-${scheme}`);
    }
  }

  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const logo = page.locator('header picture[data-image-slot="logo"]');
    await expect(logo.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /-128\.avif 128w, .*-256\.avif 256w, .*-360\.avif 360w$/,
    );
    const logoImg = logo.locator("img");
    await expect(logoImg).toHaveAttribute("width", "360");
    await expect(logoImg).toHaveAttribute("height", "120");
    await expect(logoImg).toHaveAttribute("srcset", /\.png 128w/);
    await expect
      .poll(() => logoImg.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    const hero = page.locator('picture[data-image-slot="hero"] img');
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).toHaveAttribute("width", "1280");
    await expect(hero).toHaveAttribute("height", "960");
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    // Below the fold, faces without photos keep their initials and load nothing.
    await expect(page.locator('[data-image-slot="testimonial-0"]')).toHaveText("SM");
    expect(await layoutShift(page)).toBeLessThan(0.01);

    for (const scheme of ["light", "dark"] as const) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await useScheme(page, scheme);
        await expect(page.locator('picture[data-image-slot="hero"] img')).toBeVisible({ timeout: 30_000 });
        expect(await layoutShift(page)).toBeLessThan(0.01);
        await keepScreenshot(page, testInfo, `home-${width}-${scheme}`);
      }
    }
  } finally {
    // The other tests see the site without brand images.
    await page.evaluate(() => localStorage.clear());
    await page.goto("/admin?tab=settings");
    await imageField(page, "hero").getByRole("button", { name: "Remove hero image" }).click();
    await expect(toast(page).filter({ hasText: BRAND_IMAGE_MESSAGES.saved }).first()).toBeVisible();
    await imageField(page, "logo").getByRole("button", { name: "Remove logo" }).click();
    await expect(imageField(page, "logo").getByRole("button", { name: "Upload logo" })).toBeVisible();
  }
});

test("a client logo waits for the client's name, then shows on the home page under that name", async ({
  page,
  signInAsAdmin,
}) => {
  test.slow();
  await signInAsAdmin();
  await page.goto("/admin?tab=settings");
  const field = imageField(page, "clientLogo");
  await expect(field).toContainText(BRAND_IMAGE_MESSAGES.clientNameFirst, { timeout: 30_000 });
  await expect(field.getByRole("button", { name: /^Upload/ })).toBeDisabled();

  const client = `Contoso IT ${Date.now()}`;
  await page.getByRole("textbox", { name: "Client name" }).fill(client);
  await expect(field).not.toContainText(BRAND_IMAGE_MESSAGES.clientNameFirst);
  await field.locator('input[type="file"]').setInputFiles({
    name: "contoso.png",
    mimeType: "image/png",
    buffer: await picture(320, 120, [30, 64, 175]),
  });
  const remove = page.getByRole("button", { name: `Remove ${client}'s logo` });
  await expect(remove).toBeVisible({ timeout: 60_000 });
  try {
    await page.goto("/");
    await expect(page.getByText("Trusted by MSPs like")).toBeVisible();
    await expect(page.getByRole("img", { name: client })).toBeVisible();
  } finally {
    // The home page of the other tests keeps no client strip.
    await page.goto("/admin?tab=settings");
    await page.getByRole("button", { name: `Remove ${client}'s logo` }).click();
    await expect(page.getByRole("button", { name: `Remove ${client}'s logo` })).toHaveCount(0);
  }
});

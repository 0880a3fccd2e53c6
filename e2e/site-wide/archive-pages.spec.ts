import { ARCHIVE_TEXTS, LEGAL_PAGES } from "@scalemsp/validators";
import { axeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { keepScreenshot } from "../screenshots";

/**
 * Contract §9 and §13: the newsletter archive and the legal pages are pages of the site, in its
 * header, footer and themes (decision 073), readable and accessible on a phone and a desktop.
 */

const SUBJECT = "Archive check: three numbers";
const SLUG = "archive-check-three-numbers";

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const { E2E_ADMIN } = await import("../../playwright.config");
  expect((await page.request.post("/api/login", { data: E2E_ADMIN })).status()).toBe(200);
  const issues = await page.request.get("/api/newsletter/issues");
  if (!((await issues.json()) as { slug: string }[]).some((issue) => issue.slug === SLUG)) {
    const created = await page.request.post("/api/admin/campaigns", {
      data: {
        subject: SUBJECT,
        body: "Three numbers **matter** every week.\n\n## What to watch\n\n- recurring share\n- margin\n\nSee [our services](/services).",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await page.request.post(`/api/admin/campaigns/${id}/send`, { data: {} })).status()).toBe(200);
  }
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api/newsletter/issues")).json()) as { slug: string }[]).some(
          (issue) => issue.slug === SLUG,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.close();
});

test("the archive lists the issue, which opens in the site's frame, and back", async ({ page }) => {
  await page.goto("/newsletter");
  await expect(page.getByRole("heading", { level: 1, name: ARCHIVE_TEXTS.pageTitle })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await page.getByRole("link", { name: SUBJECT }).click();
  await expect(page).toHaveURL(new RegExp(`/newsletter/${SLUG}$`));
  await expect(page.getByRole("heading", { level: 1, name: SUBJECT })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "What to watch" })).toBeVisible();
  // A link in the issue stays within the site.
  await expect(page.getByRole("link", { name: "our services" })).toHaveAttribute("href", "/services");
  await page.getByRole("link", { name: ARCHIVE_TEXTS.allIssues }).click();
  await expect(page).toHaveURL(/\/newsletter$/);

  // Opened directly, the issue is rendered with its text before the app runs.
  const response = await page.goto(`/newsletter/${SLUG}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(SUBJECT));
});

test("an unknown issue answers 404 with the site's not-found page", async ({ page }) => {
  const response = await page.goto("/newsletter/no-such-issue");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  for (const width of [375, 1280] as const) {
    test.describe(`${colorScheme}, ${width} px`, () => {
      test.use({ colorScheme, reducedMotion: "reduce", viewport: { width, height: 800 } });

      test("the archive, an issue and the legal pages read well and have no axe violations", async ({
        page,
      }, testInfo) => {
        test.setTimeout(90_000);
        const pages = [
          ["newsletter", "/newsletter"],
          ["issue", `/newsletter/${SLUG}`],
          ["privacy", LEGAL_PAGES.privacy.path],
          ["terms", LEGAL_PAGES.terms.path],
        ] as const;
        for (const [name, path] of pages) {
          await page.goto(path);
          await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", colorScheme);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await page.waitForLoadState("networkidle");
          expect(await axeViolations(page), `axe on ${path}`).toEqual([]);
          await keepScreenshot(page, testInfo, `${name}-${width}-${colorScheme}`);
        }
      });
    });
  }
}

import { axeViolations } from "../axe";
import { BRAND_DEFAULTS, GUIDE_TEXTS } from "@scalemsp/validators";
import { expect, test, toast } from "../fixtures";
import { keepScreenshot } from "../screenshots";

/**
 * Contract §13's remaining dead ends: footer links from the brand settings, /privacy and
 * /terms the admin edits, the public /guides and its optional e-mail gate.
 */

const PODCAST = "https://podcast.example/growth-show";
const LINKEDIN = "https://www.linkedin.com/in/msp-coach";

test("the footer shows only the links the admin named, and never 'coming soon'", async ({
  page,
  signInAsAdmin,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/newsletter");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  for (const name of ["Podcast", "Webinars", "LinkedIn", "YouTube", "Facebook"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveCount(0);
  }
  await expect(footer).not.toContainText(/coming soon/i);

  await signInAsAdmin();
  try {
    await page.goto("/admin?tab=settings");
    const form = page.getByRole("form", { name: "Brand settings" });
    await form.getByLabel("Podcast", { exact: true }).fill("podcast.example");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect(form.getByText(/full web address/)).toBeVisible();
    await form.getByLabel("Podcast", { exact: true }).fill(PODCAST);
    await form.getByLabel("LinkedIn", { exact: true }).fill(LINKEDIN);
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect(toast(page)).toContainText("Settings Updated");

    // The pre-rendered pages show the new links, and hydrate without a mismatch.
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    await page.goto("/services");
    await page.mouse.wheel(0, 20000);
    await expect(footer.getByRole("link", { name: "Podcast", exact: true })).toHaveAttribute("href", PODCAST);
    await expect(footer.getByRole("link", { name: "LinkedIn", exact: true })).toHaveAttribute(
      "href",
      LINKEDIN,
    );
    await expect(footer.getByRole("link", { name: "Webinars", exact: true })).toHaveCount(0);
    await expect(footer.locator('a[href="#"]')).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  } finally {
    await page.request.patch("/api/admin/settings", { data: { podcastUrl: null, linkedinUrl: null } });
  }
  await page.goto("/services");
  await page.mouse.wheel(0, 20000);
  await expect(footer.getByRole("link", { name: "Podcast", exact: true })).toHaveCount(0);
});

test("the admin edits /privacy and goes back to the default text naming the brand", async ({
  page,
  signInAsAdmin,
}) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.locator("article")).toContainText(BRAND_DEFAULTS.product);
  await page.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();

  await signInAsAdmin();
  try {
    await page.goto("/admin?tab=settings");
    const card = page.getByRole("region", { name: "Free guides and legal pages" });
    await card
      .getByLabel("Privacy Policy")
      .fill("## Our data promise\n\nWe keep **only** what coaching needs.");
    await card.getByRole("button", { name: "Save privacy policy" }).click();
    await expect(toast(page)).toContainText("Settings Updated");
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 2, name: "Our data promise" })).toBeVisible();

    await page.goto("/admin?tab=settings");
    await card.getByRole("button", { name: "Use the default text" }).first().click();
    await expect(toast(page)).toContainText("Settings Updated");
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { name: "Our data promise" })).toHaveCount(0);
    // Back on the default, the page offers no way back to it.
    await page.goto("/admin?tab=settings");
    await expect(card.getByLabel("Privacy Policy")).toBeVisible();
    await expect(card.getByRole("button", { name: "Use the default text" })).toHaveCount(0);
    await page.goto("/privacy");
    await expect(page.locator("article")).toContainText(BRAND_DEFAULTS.email);
  } finally {
    await page.request.patch("/api/admin/settings", { data: { privacyText: null } });
  }
  // The newsletter's privacy line leads here too.
  await page.goto("/");
  await page.getByRole("form", { name: "Newsletter" }).getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
});

test("a visitor following 'View All Resources' lands on the public guides", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "View All Resources" }).click();
  await expect(page).toHaveURL(/\/guides$/);
  await expect(page.getByRole("heading", { level: 1, name: GUIDE_TEXTS.pageTitle })).toBeVisible();
  const cards = page.getByTestId("guide-card");
  // Other tests add free resources of their own; the seeded guide's file is served here.
  const seeded = cards.filter({ hasText: "MSP Profit Maximization Guide" });
  await expect(seeded.getByRole("link", { name: /^Download / })).toHaveAttribute("href", /^\/downloads\//);
  await expect(page.getByRole("link", { name: GUIDE_TEXTS.membersCta })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("link", { name: GUIDE_TEXTS.registerCta })).toHaveAttribute(
    "href",
    "/auth?tab=register",
  );
  await expect(page.locator("body")).not.toContainText(/coming soon/i);
});

test("with the e-mail gate on, a guide asks for the address and consent, then downloads; the coach sees the lead from the overview", async ({
  page,
  browser,
  signInAsAdmin,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin();
  const email = `guide-${Date.now().toString(36)}@example.com`;
  try {
    await page.goto("/admin?tab=settings");
    const gate = page.getByRole("switch", { name: /Ask for an email/ });
    await gate.click();
    await expect(toast(page)).toContainText("Settings Updated");
    await expect(gate).toBeChecked();

    const visitor = await browser.newPage();
    await visitor.goto("/guides");
    const card = visitor.getByTestId("guide-card").filter({ hasText: "MSP Profit Maximization Guide" });
    await card.getByRole("button", { name: /^Download / }).click();
    const dialog = visitor.getByRole("dialog", { name: GUIDE_TEXTS.gateTitle });
    await dialog.getByLabel("Email address").fill("nobody");
    await dialog.getByRole("button", { name: GUIDE_TEXTS.gateSubmit }).click();
    await expect(dialog.getByText(/valid email/i)).toBeVisible();
    const consent = dialog.getByRole("checkbox", { name: GUIDE_TEXTS.consentLabel });
    await expect(consent).not.toBeChecked();
    await dialog.getByLabel("Email address").fill(email);
    await consent.check();
    const download = visitor.waitForEvent("download");
    await dialog.getByRole("button", { name: GUIDE_TEXTS.gateSubmit }).click();
    expect((await download).suggestedFilename()).toMatch(/\.\w+$/);
    await expect(dialog).toBeHidden();
    await visitor.close();

    // The overview counts the download among the week's leads and links to where it is listed.
    await page.goto("/admin");
    const leads = page.getByRole("region", { name: "New leads this week" });
    await expect(leads).toContainText(/[1-9]\d* guide downloads?/);
    await leads.getByRole("link", { name: "Open the guide downloads" }).click();
    await expect(page.getByRole("tab", { name: "Guide downloads" })).toHaveAttribute("aria-selected", "true");
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Subscribed");
    await page.getByRole("tab", { name: "Newsletter subscribers" }).click();
    await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();
  } finally {
    await page.request.patch("/api/admin/settings", { data: { guidesEmailGate: false } });
  }
});

for (const colorScheme of ["light", "dark"] as const) {
  for (const width of [375, 1280] as const) {
    test.describe(`${colorScheme}, ${width} px`, () => {
      test.use({ colorScheme, reducedMotion: "reduce", viewport: { width, height: 800 } });

      test("the guides, the gate, the legal pages and the footer read well", async ({
        page,
        signInAsAdmin,
      }, testInfo) => {
        test.setTimeout(120_000);
        await page.goto("/guides");
        await expect(page.getByTestId("guide-card").first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect(await axeViolations(page), "axe on /guides").toEqual([]);
        await keepScreenshot(page, testInfo, "guides");

        await page.goto("/privacy");
        expect(await axeViolations(page), "axe on /privacy").toEqual([]);
        await keepScreenshot(page, testInfo, "privacy");

        // The settings changed as the admin, then looked at as a visitor (a member is sent on to /resources).
        const settings = async (data: Record<string, unknown>) => {
          await signInAsAdmin();
          expect((await page.request.patch("/api/admin/settings", { data })).status()).toBe(200);
          await page.request.post("/api/logout");
        };
        await settings({
          guidesEmailGate: true,
          podcastUrl: PODCAST,
          youtubeUrl: "https://youtube.com/@coach",
        });
        try {
          await page.goto("/guides");
          await page
            .getByTestId("guide-card")
            .first()
            .getByRole("button", { name: /^Download / })
            .click();
          await expect(page.getByRole("dialog")).toBeVisible();
          expect(await axeViolations(page, '[role="dialog"]'), "axe on the gate").toEqual([]);
          await keepScreenshot(page, testInfo, "guide-gate");
          await page.keyboard.press("Escape");
          const footer = page.getByRole("contentinfo");
          await footer.scrollIntoViewIfNeeded();
          await expect(footer.getByRole("link", { name: "YouTube" })).toBeVisible();
          await footer.screenshot({ path: testInfo.outputPath("footer-with-links.png") });

          await signInAsAdmin();
          await page.goto("/admin?tab=settings");
          await expect(page.getByRole("region", { name: "Free guides and legal pages" })).toBeVisible();
          await keepScreenshot(page, testInfo, "admin-settings");
        } finally {
          await settings({ guidesEmailGate: false, podcastUrl: null, youtubeUrl: null });
        }
      });
    });
  }
}

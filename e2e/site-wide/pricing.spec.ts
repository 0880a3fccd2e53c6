import { BRAND_DEFAULTS, DEFAULT_PLAN_TEXTS, PLAN_LEVELS, PLAN_MESSAGES } from "@scalemsp/validators";
import { expect, test, toast } from "../fixtures";
import { waitForMail } from "../mail";
import { showEveryResource } from "../resource-list";

/** Contract §13 'plans' and 'locked course outline': no lock is a dead end. */

test.describe("the pricing page", () => {
  test("shows the four plans; a visitor's request opens the consultation form with the plan noted", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1, name: "Plans and Pricing" })).toBeVisible();
    const cards = page.getByTestId("plan-card");
    await expect(cards).toHaveCount(PLAN_LEVELS.length);
    for (const level of PLAN_LEVELS) {
      const card = cards.filter({ has: page.getByRole("heading", { name: DEFAULT_PLAN_TEXTS[level].name }) });
      await expect(card).toContainText(DEFAULT_PLAN_TEXTS[level].priceText);
      // The free plan needs no request: an account is all it takes.
      await expect(
        level === "free"
          ? card.getByRole("link", { name: "Create a free account" })
          : card.getByRole("link", { name: "Request this plan" }),
      ).toHaveAttribute("href", level === "free" ? "/auth?tab=register" : `/contact?plan=${level}#contact`);
    }
    await cards
      .filter({ has: page.getByRole("heading", { name: DEFAULT_PLAN_TEXTS.pro.name }) })
      .getByRole("link", { name: "Request this plan" })
      .click();
    await expect(page).toHaveURL(/\/contact\?plan=pro#contact$/);
    await expect(page.getByLabel("How can we help? (optional)")).toHaveValue(
      PLAN_MESSAGES.contactPlanNote(DEFAULT_PLAN_TEXTS.pro.name),
      {
        timeout: 15_000,
      },
    );
  });

  test("an owner requests a plan; the coach gets the e-mail and applies it from the lead in one click", async ({
    page,
    signUp,
    signInAsAdmin,
  }) => {
    const businessName = `Plan Request MSP ${Date.now().toString(36)}`;
    await signUp({ businessName });
    await page.goto("/pricing");
    const card = (name: string) =>
      page.getByTestId("plan-card").filter({ has: page.getByRole("heading", { name }) });
    await expect(card(DEFAULT_PLAN_TEXTS.free.name)).toContainText("Your current plan");
    await card(DEFAULT_PLAN_TEXTS.pro.name).getByRole("button", { name: "Request this plan" }).click();
    await expect(card(DEFAULT_PLAN_TEXTS.pro.name).getByRole("status")).toContainText(
      PLAN_MESSAGES.requestSent(DEFAULT_PLAN_TEXTS.pro.name),
    );
    const mail = await waitForMail(BRAND_DEFAULTS.email, {
      subject: new RegExp(`Plan request: ${businessName}`),
    });
    expect(mail.text).toContain(DEFAULT_PLAN_TEXTS.pro.name);

    await page.request.post("/api/logout");
    await signInAsAdmin();
    await page.goto("/admin?tab=leads");
    const row = page.getByRole("row").filter({ hasText: businessName });
    await expect(row.getByTestId("plan-request")).toContainText(
      `Upgrade request: ${DEFAULT_PLAN_TEXTS.pro.name}`,
    );
    await row
      .getByRole("button", { name: `Apply ${DEFAULT_PLAN_TEXTS.pro.name} to ${businessName}` })
      .click();
    // The enrolment in the plan's courses is offered and taken by default (decision 080).
    await expect(toast(page)).toContainText(
      PLAN_MESSAGES.appliedEnrolled(DEFAULT_PLAN_TEXTS.pro.name, businessName, 0).split(".")[0]!,
    );
    await expect(row.getByTestId("plan-request")).toContainText("Applied");
    const businesses = (await (await page.request.get("/api/admin/businesses")).json()) as {
      name: string;
      planLevel: string;
    }[];
    expect(businesses.find((business) => business.name === businessName)?.planLevel).toBe("pro");
  });
});

test.describe("locks lead to the plans", () => {
  test("every locked course links to /pricing and opens its outline", async ({ page, signUp }) => {
    await signUp();
    await page.goto("/courses");
    const locked = page.locator('[data-testid="course-card"][data-locked="true"]');
    await expect(locked.first()).toBeVisible();
    const count = await locked.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await expect(locked.nth(i).getByRole("link", { name: /^See plans/ })).toHaveAttribute(
        "href",
        "/pricing",
      );
    }

    const title = (await locked.first().locator("button p").first().textContent())!;
    await locked.first().getByRole("button").click();
    const outline = page.getByTestId("course-outline");
    await expect(outline.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(outline.getByTestId("course-unlock")).toContainText("Included in the");
    await expect(outline.getByTestId("outline-lesson").first()).toBeVisible();
    // Titles and durations only: nothing opens from the outline.
    await expect(outline.getByRole("button")).toHaveCount(0);
    await outline.getByRole("link", { name: "See plans" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1, name: "Plans and Pricing" })).toBeVisible();
  });

  test("every locked resource says which plans open it and links to /pricing", async ({ page, signUp }) => {
    await signUp();
    await page.goto("/resources");
    const locked = page.getByTestId("resource-card").filter({ has: page.getByTestId("resource-locked") });
    // The library's first load on a busy machine can take a while.
    await expect(page.getByRole("heading", { level: 2, name: "All Resources" })).toBeVisible({
      timeout: 30_000,
    });
    await showEveryResource(page.getByRole("region", { name: "All Resources" }));
    await expect(locked.first()).toBeVisible();
    const count = await locked.count();
    for (let i = 0; i < count; i++) {
      await expect(locked.nth(i).getByTestId("resource-locked")).toContainText("Available on the");
      await expect(locked.nth(i).getByRole("link", { name: /^See plans/ })).toHaveAttribute(
        "href",
        "/pricing",
      );
    }
  });
});

import type { Page } from "@playwright/test";
import { STRATEGY_HOLD_TEXTS } from "@scalemsp/validators";
import { E2E_ADMIN } from "../../playwright.config";
import { DEFAULT_PLAN_TEXTS } from "@scalemsp/validators";
import { expect, newUser, test, toast } from "../fixtures";
import { linksOf, waitForMail } from "../mail";

/** Makes the signed-in owner's business Professional (two one-to-ones a month), as the admin would. */
async function upgradeToPro(
  page: Page,
  user: { email: string; password: string },
  planLevel: "pro" | "enterprise" = "pro",
) {
  const business = (await (await page.request.get("/api/business")).json()) as { id: number };
  expect((await page.request.post("/api/login", { data: E2E_ADMIN })).status()).toBe(200);
  const res = await page.request.patch(`/api/admin/businesses/${business.id}`, {
    data: { planLevel },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect(
    (
      await page.request.post("/api/login", { data: { email: user.email, password: user.password } })
    ).status(),
  ).toBe(200);
}

const lead = newUser({ firstName: "Sam", lastName: "Okafor", businessName: "Okafor Managed IT" });

test.describe.serial("coaching sessions", () => {
  let businessName = "";

  test("a visitor books the free strategy session from /contact", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("First name").fill(lead.firstName);
    await page.getByLabel("Last name").fill(lead.lastName);
    await page.getByLabel("Email").fill(lead.email);
    await page.getByLabel("Company name").fill(lead.businessName);
    await page.getByRole("button", { name: "Request My Free Session" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    const times = page.getByRole("group", { name: "Free times for your strategy session" });
    await expect(page.getByText(/^Times in /)).toBeVisible();
    await times.getByRole("button").first().click();
    await page.getByRole("button", { name: "Book this time" }).click();
    // Contract §14: the time is held until the link e-mailed to the visitor confirms it.
    await expect(page.getByText(STRATEGY_HOLD_TEXTS.checkInboxTitle)).toBeVisible();
    const mail = await waitForMail(lead.email, { subject: /Confirm your free strategy session/ });
    const link = linksOf(mail).find((href) => href.includes("/booking/confirm?token="))!;
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("heading", { name: STRATEGY_HOLD_TEXTS.confirmedTitle })).toBeVisible();
  });

  test("a member books a session, sees it on the dashboard and cancels it", async ({ page, signUp }) => {
    // Many steps through two pages: more than the default 30 seconds on a busy machine.
    test.setTimeout(60_000);
    const user = await signUp({ businessName: `Reyes IT ${Date.now().toString(36)}` });
    businessName = user.businessName;
    await upgradeToPro(page, user);
    await page.goto("/sessions");
    await expect(page.getByText("2 one-to-one sessions monthly")).toBeVisible();
    await expect(page.getByText("No upcoming sessions.", { exact: false })).toBeVisible();
    await page.getByRole("tab", { name: "Coach Availability" }).click();
    await page.getByRole("group", { name: "Next free times" }).getByRole("button").first().click();
    await page.getByRole("button", { name: "Book this time" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a one-to-one session" });
    await dialog.getByLabel("Topic (optional)").fill("Pricing our managed services");
    await dialog.getByRole("button", { name: "Book session" }).click();
    await expect(toast(page)).toContainText("Session booked");
    await page.getByRole("tab", { name: "Upcoming" }).click();
    const card = page.getByRole("article", { name: "One-to-one coaching session" });
    await expect(card).toContainText("Topic: Pricing our managed services");
    await expect(page.getByText("1 of 2")).toBeVisible();

    await page.goto("/dashboard");
    const upcoming = page.getByRole("region", { name: "Upcoming Sessions" });
    await expect(upcoming).toContainText("One-to-one coaching session");

    await page.goto("/sessions");
    await page
      .getByRole("article", { name: "One-to-one coaching session" })
      .getByRole("button", { name: "Cancel" })
      .click();
    const confirm = page.getByRole("dialog", { name: "Cancel this session?" });
    await expect(confirm).toContainText("gets the session back");
    await confirm.getByRole("button", { name: "Cancel session" }).click();
    await expect(toast(page)).toContainText("Session cancelled");
    await page.getByRole("tab", { name: "Past" }).click();
    await expect(page.getByRole("article", { name: "One-to-one coaching session" })).toContainText(
      "Cancelled",
    );
    await expect(page.getByText("0 of 2")).toBeVisible();
  });

  test("the coach sees both in the calendar and sets availability", async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    await page.goto("/admin/calendar");
    await expect(page.getByRole("heading", { level: 1, name: "Coaching" })).toBeVisible();
    // The next free times can fall in a later week: look through three.
    const found = { lead: false, member: false };
    for (let week = 0; week < 3 && !(found.lead && found.member); week++) {
      const weekLine = page.getByText(/^Week of /);
      if (week > 0) {
        const shown = (await weekLine.textContent()) ?? "";
        await page.getByRole("button", { name: "Next week" }).click();
        await expect(weekLine).not.toHaveText(shown);
      }
      // A week with sessions shows its days; an empty one says so once.
      await expect(
        page
          .getByRole("region", { name: /^Mon, / })
          .or(page.getByRole("region", { name: "No sessions this week" })),
      ).toBeVisible();
      // The week's sessions arrive after its days are drawn (skeletons until then).
      await expect(
        page.getByTestId("calendar-week").or(page.getByRole("region", { name: "No sessions this week" })),
      ).not.toHaveAttribute("aria-busy", "true");
      found.lead ||= (await page.getByRole("button", { name: new RegExp(lead.businessName) }).count()) > 0;
      found.member ||= (await page.getByRole("button", { name: new RegExp(businessName) }).count()) > 0;
    }
    expect(found).toEqual({ lead: true, member: true });

    await page.getByRole("tab", { name: "Availability" }).click();
    await page.getByRole("button", { name: "Add hours on Saturday" }).click();
    await page.getByLabel("Saturday range 1 from").fill("10:00");
    await page.getByLabel("Saturday range 1 to").fill("12:00");
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(toast(page)).toContainText("Availability saved");
    await page.reload();
    await expect(page.getByLabel("Saturday range 1 from")).toHaveValue("10:00");
    await page.getByRole("button", { name: "Remove Saturday range 1" }).click();
    await page.getByRole("button", { name: "Save availability" }).click();
    await expect(toast(page)).toContainText("Availability saved");
  });

  test("the coach schedules a group session from the calendar and changes it", async ({
    page,
    signInAsAdmin,
  }) => {
    await signInAsAdmin();
    await page.goto("/admin/calendar");
    // Tomorrow at 03:00 here: outside the coach's hours, so clear of every booked session.
    const day = new Date(Date.now() + 24 * 3_600_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    const local = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T03:00`;
    const title = `Pricing clinic ${Date.now().toString(36)}`;
    await page.getByRole("button", { name: "Schedule a group session" }).click();
    const schedule = page.getByRole("dialog", { name: "Schedule a group session" });
    await schedule.getByLabel("Title").fill(title);
    await schedule.getByLabel("Starts").fill(local);
    await schedule.getByRole("button", { name: "Schedule" }).click();
    await expect(toast(page).filter({ hasText: "Group session scheduled" })).toBeVisible();

    const entry = (name: string) => page.getByRole("button", { name: new RegExp(name) });
    if ((await entry(title).count()) === 0) await page.getByRole("button", { name: "Next week" }).click();
    await entry(title).click();
    await page.getByRole("button", { name: "Change" }).click();
    const change = page.getByRole("dialog", { name: "Change the group session" });
    await expect(change.getByLabel("Starts")).toHaveValue(local);
    await change.getByLabel("Title").fill(`${title} (moved)`);
    await change.getByLabel("Starts").fill(local.replace("T03:00", "T04:00"));
    await change.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page).filter({ hasText: "Group session changed" })).toBeVisible();
    await expect(entry(`${title} \\(moved\\)`)).toContainText("4:00");
  });
});

/** Schedules a group session as the admin, then signs the member back in. */
async function scheduleGroup(page: Page, user: { email: string; password: string }, title: string) {
  expect((await page.request.post("/api/login", { data: E2E_ADMIN })).status()).toBe(200);
  const hour = 3_600_000;
  const startsAt = new Date(Math.ceil((Date.now() + 40 * 24 * hour) / hour) * hour).toISOString();
  const res = await page.request.post("/api/admin/group-sessions", {
    data: { title, startsAt, durationMinutes: 60, capacity: 8 },
  });
  expect(res.status(), await res.text()).toBe(201);
  const login = await page.request.post("/api/login", {
    data: { email: user.email, password: user.password },
  });
  expect(login.status()).toBe(200);
}

test("every button of the Sessions page works, and nothing there says coming soon", async ({
  page,
  signUp,
}) => {
  test.setTimeout(90_000);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const user = await signUp({ businessName: `Button IT ${Date.now().toString(36)}` });
  await upgradeToPro(page, user);
  const title = `Pricing clinic ${Date.now().toString(36)}`;
  await scheduleGroup(page, user, title);
  await page.goto("/sessions");
  await expect(page.getByRole("heading", { name: "Your Coaching Package" })).toBeVisible();
  // Copy link waits for the link itself; once it has loaded nothing else should be disabled.
  await expect(page.getByLabel("Calendar link")).toHaveValue(/\.ics$/);

  for (const tab of ["Upcoming", "Past", "Coach Availability"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.locator("body")).not.toContainText(/coming soon/i);
    // The only button shown disabled says why in its own name.
    const disabled = await page.locator("main button:disabled").allInnerTexts();
    expect(disabled.filter((name) => name !== "Choose a time to book")).toEqual([]);
  }

  // Book a session: the header's button opens the dialog, which closes again.
  await page.getByRole("button", { name: "Book a session" }).click();
  const bookDialog = page.getByRole("dialog", { name: "Book a one-to-one session" });
  await bookDialog.getByRole("button", { name: "Later weeks" }).click();
  await bookDialog.getByRole("button", { name: "Earlier weeks" }).click();
  await bookDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(bookDialog).toBeHidden();

  // Coach Availability: choose a time and book it.
  await page.getByRole("tab", { name: "Coach Availability" }).click();
  await page.getByRole("group", { name: "Next free times" }).getByRole("button").first().click();
  await page.getByRole("button", { name: "Book this time" }).click();
  await bookDialog.getByRole("button", { name: "Book session" }).click();
  await expect(toast(page)).toContainText("Session booked");

  // Upcoming: reschedule, then cancel.
  await page.getByRole("tab", { name: "Upcoming" }).click();
  const card = page.getByRole("article", { name: "One-to-one coaching session" });
  await card.getByRole("button", { name: "Reschedule" }).click();
  const moveDialog = page.getByRole("dialog", { name: /^Reschedule: / });
  // The first day shown may have only one time left late in the day: take its last one.
  await moveDialog.getByRole("group", { name: "Free times" }).getByRole("button").last().click();
  await moveDialog.getByRole("button", { name: "Move session" }).click();
  await expect(toast(page).filter({ hasText: "Session moved" })).toBeVisible();

  // A group session: join, then leave.
  const group = page.getByRole("region", { name: "Group sessions you can join" });
  await group
    .getByText(title)
    .locator("xpath=ancestor::div[.//button][1]")
    .getByRole("button", { name: "Join" })
    .click();
  await expect(toast(page).filter({ hasText: "Seat taken" })).toBeVisible();
  await page
    .getByRole("article", { name: title })
    .getByRole("button", { name: "Leave group session" })
    .click();
  await expect(toast(page).filter({ hasText: "Seat given up" })).toBeVisible();

  await card.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("dialog", { name: "Cancel this session?" })
    .getByRole("button", { name: "Cancel session" })
    .click();
  await expect(toast(page).filter({ hasText: "Session cancelled" })).toBeVisible();

  // The calendar link: copy it, then make a new one.
  const feed = page.getByLabel("Calendar link");
  const before = await feed.inputValue();
  expect(before).toMatch(/\/api\/calendar\/.+\.ics$/);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("button", { name: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(before);
  await page.getByRole("button", { name: "Make a new link" }).click();
  await expect(feed).toHaveValue(/\.ics$/);
  await expect(feed).not.toHaveValue(before);

  await expect(page.getByRole("link", { name: "Upgrade Package" })).toHaveAttribute("href", "/pricing");
  // The package card's lines come from the plan settings (contract §13 'plans').
  await expect(page.getByRole("region", { name: "Your Coaching Package" })).toContainText(
    DEFAULT_PLAN_TEXTS.pro.support,
  );
});

test("the package card offers no upgrade on the top plan", async ({ page, signUp }) => {
  const user = await signUp({ businessName: `Top IT ${Date.now().toString(36)}` });
  await upgradeToPro(page, user, "enterprise");
  await page.goto("/sessions");
  const card = page.getByRole("region", { name: "Your Coaching Package" });
  await expect(card).toContainText(DEFAULT_PLAN_TEXTS.enterprise.support);
  await expect(card).toContainText(`${DEFAULT_PLAN_TEXTS.enterprise.name} plan`);
  await expect(card.getByRole("link", { name: "Upgrade Package" })).toHaveCount(0);
});

test("a booking link that no longer works says so and offers the ways on", async ({ page }) => {
  for (const path of ["/booking", "/booking?token=not-a-real-link"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a free session" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth?tab=login");
  }
});

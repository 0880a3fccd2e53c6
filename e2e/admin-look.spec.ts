import type { Locator, Page } from "@playwright/test";
import { asOwnClient, expect, registerThroughApi, newUser, test } from "./fixtures";
import { axeViolations } from "./axe";
import { SCHEMES, storeColorScheme } from "./looks";

/**
 * The coach's admin screens on a phone and a desktop: what a designer's pass found wrong, kept
 * right. Each test names the screen and the width where it went wrong.
 */

/** The box lies within the viewport's width. */
async function expectWithinWidth(locator: Locator, width: number, what: string) {
  const box = await locator.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box!.x, `${what} starts inside the viewport`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends inside the viewport`).toBeLessThanOrEqual(width);
}

/** The demo client business's id, read from the admin's businesses list. */
async function demoBusinessId(page: Page) {
  await page.goto("/admin?tab=businesses&q=Northwind");
  const link = page.getByRole("link", { name: /Northwind IT Services/ }).first();
  const href = await link.getAttribute("href");
  const id = href?.match(/\/admin\/businesses\/(\d+)/)?.[1];
  expect(id, `the demo business's link (${href})`).toBeTruthy();
  return id!;
}

for (const colorScheme of SCHEMES) {
  test(`${colorScheme}, 375 px: a card's table keeps its pinned columns opaque`, async ({
    page,
    request,
    signInAsAdmin,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await storeColorScheme(page, colorScheme);
    const res = await registerThroughApi(request, newUser());
    const { business } = (await res.json()) as { business: { id: number } };
    await signInAsAdmin();
    await page.goto(`/admin/businesses/${business.id}/users`);
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", colorScheme);
    const table = page.getByRole("table", { name: "Users" });
    await expect(table.locator("tbody tr")).toHaveCount(1);
    // The email scrolls under the pinned name and actions columns: they must hide it, not show it
    // through (a transparent background let it run into the row's menu button).
    const backgrounds = await table
      .locator("tr > :is(th, td):is(:first-child, :last-child)")
      .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).backgroundColor));
    expect(backgrounds.length).toBe(4);
    for (const color of backgrounds) expect(color, "a pinned cell's background").not.toBe("rgba(0, 0, 0, 0)");
  });
}

test("375 px: a consultation request and an e-mail of the outbox are cards, their buttons in reach", async ({
  page,
  signInAsAdmin,
}) => {
  const company = `Card MSP ${Date.now().toString(36)}`;
  const sent = await page.request.post("/api/contact", {
    headers: asOwnClient(),
    data: { firstName: "Riley", lastName: "Card", email: "riley.card@example.com", company },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin();
  // Searched by the address, so the list opens on its answer. Typed into the search, the rows
  // before it stay, dimmed below contrast on purpose, until the answer arrives.
  await page.goto(`/admin?tab=leads&q=${encodeURIComponent(company)}`);
  await expect(page.getByRole("searchbox", { name: "Search" }).first()).toHaveValue(company);
  const row = page.getByRole("row").filter({ hasText: company });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole("table", { name: "Consultation requests" }).getByRole("row")).toHaveCount(2);
  await expectWithinWidth(row, 375, "the lead's card");
  const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
  expect(overflow, "the leads page scrolls sideways").toBeLessThanOrEqual(0);

  // Every field after the contact is captioned with its column's name.
  const captions = await row
    .getByRole("cell")
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, "::before").content));
  expect(captions).toEqual(["none", '"Message"', '"Received"', '"Status"', '"Note"']);
  expect(await axeViolations(page, "table")).toEqual([]);

  await row.getByRole("textbox", { name: "Note for Riley Card" }).fill("Call back after the QBR.");
  const save = row.getByRole("button", { name: "Save note for Riley Card" });
  await expectWithinWidth(save, 375, "the note's Save");
  await save.click();
  await expect(save).toHaveCount(0);

  // The outbox, in the same list of lists, is cards too: the lead's notice to the coach is there.
  await page.goto("/admin?tab=leads&list=outbox");
  const message = page.getByRole("table", { name: "Outbox" }).getByRole("row").nth(1);
  await expectWithinWidth(message, 375, "the outbox's first message");
  await expectWithinWidth(message.getByRole("button", { name: "View" }), 375, "its View");
});

test("375 px: the chosen admin tab, lead list and coaching tab scroll into view", async ({
  page,
  signInAsAdmin,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin();
  for (const [url, name] of [
    ["/admin?tab=settings", "Settings"],
    ["/admin?tab=security", "Security"],
  ] as const) {
    await page.goto(url);
    const tab = page.getByRole("tab", { name, exact: true });
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expectWithinWidth(tab, 375, `the ${name} tab`);
  }

  await page.goto("/admin?tab=leads&list=templates");
  const lists = page.getByRole("tablist", { name: "Lead lists" });
  const templates = lists.getByRole("tab", { name: "Email templates" });
  await expect(templates).toHaveAttribute("aria-selected", "true");
  await expectWithinWidth(templates, 375, "the Email templates list");
  await expectWithinWidth(page.getByRole("tab", { name: "Leads", exact: true }), 375, "the Leads tab");

  await page.goto("/admin/calendar?tab=allowances");
  const allowances = page.getByRole("tab", { name: "Plan allowances" });
  await expect(allowances).toHaveAttribute("aria-selected", "true");
  await expectWithinWidth(allowances, 375, "the Plan allowances tab");
});

for (const width of [375, 1280]) {
  test(`${width} px: the email templates are chosen from a list that fits`, async ({
    page,
    signInAsAdmin,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAsAdmin();
    await page.goto("/admin?tab=leads&list=templates");
    // Nineteen kinds side by side overflowed a desktop, and stacked on a phone each was cut off.
    const picker = page.getByRole("combobox", { name: "Kind of email" });
    await expect(picker).toHaveValue("New consultation request (to the coach)");
    await expectWithinWidth(picker, width, "the picker");
    // A name longer than the phone is wide ends in an ellipsis, not in a word cut off.
    const { overflow, ending } = await picker.evaluate((el) => ({
      overflow: el.scrollWidth - el.clientWidth,
      ending: getComputedStyle(el).textOverflow,
    }));
    if (overflow > 0) expect(ending, "the picker's cut-off text ends in an ellipsis").toBe("ellipsis");

    await picker.click();
    await page.getByRole("option", { name: "Password reset" }).click();
    await expect(picker).toHaveValue("Password reset");
    await expect(page.locator("p").filter({ hasText: /^Subject:/ })).toContainText(/password/i);
  });
}

test("375 px: a goal card keeps its status and buttons on the card", async ({ page, signInAsAdmin }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin();
  const id = await demoBusinessId(page);
  await page.goto(`/goals?businessId=${id}`);
  const cards = page.locator("article");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const cardBox = (await card.boundingBox())!;
    const buttons = card.getByRole("button");
    expect(await buttons.count()).toBeGreaterThanOrEqual(2);
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      const name = (await button.getAttribute("aria-label")) ?? "a button";
      expect(box.x + box.width, `${name} ends on its card`).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    }
  }
});

test("375 px: a tab named by the address opens at its content; one chosen in the list stays put", async ({
  page,
  signInAsAdmin,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin();
  // The side menu's Settings, or a link in an email: the overview above fills more than a screen.
  await page.goto("/admin?tab=leads");
  const tabs = page.getByRole("tablist").first();
  await expect(page.getByRole("tab", { name: "Leads", exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  // The list is at the top, below the header, or as near it as the page's length allows.
  await expect
    .poll(() =>
      tabs.evaluate((list) => {
        const top = list.getBoundingClientRect().top;
        const atEnd = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1;
        return top >= 56 && (top < 160 || atEnd) && window.scrollY > 0;
      }),
    )
    .toBe(true);
  await expect(page.getByRole("heading", { name: "Leads", exact: true })).toBeInViewport();

  // Choosing another tab in the list does not move the page under the finger.
  const before = await page.evaluate(() => window.scrollY);
  await page.getByRole("tab", { name: "Modules", exact: true }).click();
  await expect(page.getByRole("tab", { name: "Modules", exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.waitForTimeout(300);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
});

import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { BRAND_DEFAULTS, MESSAGES, OWNERSHIP_MESSAGES } from "@scalemsp/validators";
import { type SignedUpUser, expect, newUser, registerThroughApi, test, toast } from "../fixtures";

/** A word no other test's data contains, so a search finds only this test's rows. */
const uniqueWord = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** An owner signed in in a browser of their own, apart from the admin's page. */
async function ownerInOwnContext(browser: Browser, overrides: Partial<SignedUpUser>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = newUser(overrides);
  await registerThroughApi(page.request, user);
  return { context, page, user };
}

async function searchFor(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search businesses or users" }).fill(text);
}

const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

async function openRowMenu(page: Page, name: string) {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
  return page.getByRole("menu");
}

/** The newest toast; the one it replaced may still be fading out. */
async function expectToast(page: Page, text: string) {
  await expect(toast(page).filter({ hasText: text }).last()).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  // Toasts come from the shared notify helper, outside the admin screens.
  const results = await new AxeBuilder({ page }).exclude(".mantine-Notifications-root").analyze();
  const found = results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} at ${n.target.join(" ")}: ${n.failureSummary ?? v.help}`),
  );
  expect(found).toEqual([]);
}

test("a member on /admin gets 'Access Denied', lands on /dashboard and sees nothing of the admin area", async ({
  page,
  signUp,
}) => {
  await signUp();
  const adminCalls: string[] = [];
  page.on("request", (request) => {
    if (/\/trpc\/[^?]*admin\./.test(request.url()) || request.url().includes("/api/admin/"))
      adminCalls.push(request.url());
  });

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
  await expectToast(page, MESSAGES.accessDenied);
  await expectToast(page, MESSAGES.adminOnly);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
  await expect(page.getByText("Admin Mode")).toHaveCount(0);

  await page.goto("/admin/users/1");
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
  await expectToast(page, MESSAGES.accessDenied);
  expect(adminCalls).toEqual([]);
});

test("the businesses list searches on the server, counts, clears and changes a plan", async ({
  page,
  signUp,
  signInAsAdmin,
}) => {
  const word = uniqueWord("Zephyr");
  await signUp({ businessName: `Alpha ${word} IT` });
  await signUp({ businessName: `Beta ${word} Networks` });
  await signInAsAdmin();

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText("Admin Mode")).toBeVisible();
  const clear = page.getByRole("button", { name: "Clear filters" });
  await expect(clear).toBeDisabled();
  await expect(clear).toHaveAccessibleDescription(MESSAGES.nothingToClear);

  await searchFor(page, word.toLowerCase());
  await expect(page.getByText("2 businesses total")).toBeVisible();
  await expect(rowOf(page, `Alpha ${word} IT`)).toBeVisible();
  await expect(rowOf(page, `Beta ${word} Networks`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${word.toLowerCase()}`));
  await expect(clear).toBeEnabled();
  await expect(clear).toHaveAccessibleDescription("");

  await searchFor(page, `${word} nothing like this`);
  await expect(page.getByText("No businesses found matching your search")).toBeVisible();
  await expect(page.getByText("0 businesses total")).toBeVisible();

  await clear.click();
  await expect(page.getByRole("searchbox", { name: "Search businesses or users" })).toHaveValue("");
  await expect(clear).toBeDisabled();
  await expect(clear).toHaveAccessibleDescription(MESSAGES.nothingToClear);
  await expect(page.getByText(/^\d+ business(es)? total$/)).not.toHaveText("0 businesses total");

  // The inline plan dropdown.
  await searchFor(page, `Alpha ${word}`);
  await expect(page.getByText("1 business total")).toBeVisible();
  await page.getByRole("combobox", { name: `Plan for Alpha ${word} IT` }).click();
  await page.getByRole("option", { name: "Professional" }).click();
  await expectToast(page, "Plan Updated");
  await expectToast(page, "The business plan level has been updated.");
  await page.reload();
  await expect(page.getByRole("combobox", { name: `Plan for Alpha ${word} IT` })).toHaveValue("Professional");

  // The same box searches users, by name or e-mail.
  await page.getByRole("tab", { name: "Users" }).click();
  await expect(page).toHaveURL(/tab=users/);
  await searchFor(page, "nobody-has-this-address");
  await expect(page.getByText("No users found matching your search")).toBeVisible();
  await expect(page.getByText("0 users total")).toBeVisible();
});

test("deactivating a business through the dialog ends its owner's session; reactivating lets them in again", async ({
  page,
  browser,
  signInAsAdmin,
}) => {
  const name = `${uniqueWord("Halcyon")} Managed IT`;
  const owner = await ownerInOwnContext(browser, { businessName: name });
  await owner.page.goto("/dashboard");
  await expect(owner.page).toHaveURL(/\/dashboard(\?|$)/);

  await signInAsAdmin();
  await page.goto(`/admin?q=${encodeURIComponent(name)}`);
  await expect(rowOf(page, name)).toContainText("Active");

  let menu = await openRowMenu(page, name);
  await menu.getByRole("menuitem", { name: "Deactivate" }).click();
  let dialog = page.getByRole("dialog", { name: "Deactivate Business" });
  await expect(dialog).toContainText(
    "prevents the business and its users from accessing the platform; they lose access until reactivated.",
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, name)).toContainText("Active");

  menu = await openRowMenu(page, name);
  await menu.getByRole("menuitem", { name: "Deactivate" }).click();
  dialog = page.getByRole("dialog", { name: "Deactivate Business" });
  await dialog.getByRole("button", { name: "Deactivate" }).click();
  await expectToast(page, "Business Updated");
  await expectToast(page, "The business status has been deactivated.");
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, name)).toContainText("Inactive");

  await owner.page.reload();
  await expect(owner.page).toHaveURL(/\/auth/);
  const refused = await owner.page.request.post("/api/login", {
    data: { email: owner.user.email, password: owner.user.password },
  });
  expect(refused.status()).toBe(403);

  menu = await openRowMenu(page, name);
  await menu.getByRole("menuitem", { name: "Activate" }).click();
  dialog = page.getByRole("dialog", { name: "Activate Business" });
  await expect(dialog).toContainText("lets the business and its users access the platform again.");
  await dialog.getByRole("button", { name: "Activate" }).click();
  await expectToast(page, "The business status has been activated.");
  await expect(rowOf(page, name)).toContainText("Active");

  const allowed = await owner.page.request.post("/api/login", {
    data: { email: owner.user.email, password: owner.user.password },
  });
  expect(allowed.status()).toBe(200);
  await owner.page.goto("/dashboard");
  await expect(owner.page).toHaveURL(/\/dashboard(\?|$)/);
  await owner.context.close();
});

test("a user is deactivated and activated at once from the users list", async ({
  page,
  signUp,
  signInAsAdmin,
}) => {
  const user = await signUp({ firstName: "Quinn", lastName: uniqueWord("Okafor") });
  await signInAsAdmin();
  await page.goto(`/admin?tab=users&q=${encodeURIComponent(user.email)}`);
  const row = rowOf(page, user.email);
  await expect(row).toContainText(`Quinn ${user.lastName}`);
  await expect(row).toContainText("Owner");
  await expect(row).toContainText(user.businessName);
  await expect(row).toContainText("Free");
  await expect(page.getByText("1 user total")).toBeVisible();

  // By keyboard: the row's labelled button opens its menu on its first item, arrows move, Enter applies.
  await page.getByRole("button", { name: `Actions for ${user.email}` }).focus();
  await page.keyboard.press("Enter");
  let menu = page.getByRole("menu", { name: `Actions for ${user.email}` });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "View Details" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Deactivate User" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectToast(page, "User Updated");
  await expectToast(page, "The user has been deactivated.");
  await expect(row).toContainText("Inactive");

  menu = await openRowMenu(page, user.email);
  await menu.getByRole("menuitem", { name: "Activate User" }).click();
  await expectToast(page, "The user has been activated.");
  await expect(row).toContainText("Active");
});

test("a reset link sets a new password in a fresh browser, once, and the new password logs in", async ({
  page,
  browser,
  signUp,
  signInAsAdmin,
}) => {
  // Several axe scans, each a few seconds.
  test.slow();
  const user = await signUp();
  await signInAsAdmin();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/admin?tab=users&q=${encodeURIComponent(user.email)}`);

  const menu = await openRowMenu(page, user.email);
  await menu.getByRole("menuitem", { name: "Reset Password" }).click();
  const dialog = page.getByRole("dialog", { name: "Password Reset Link" });
  await expect(dialog).toContainText(user.email);
  await expect(dialog).toContainText("expires on");
  const url = await dialog.getByRole("textbox", { name: "Reset link" }).inputValue();
  expect(url).toMatch(/\/reset-password\?token=.+/);
  await dialog.getByRole("button", { name: "Copy link" }).click();
  await expect(dialog.getByRole("button", { name: "Link copied" })).toBeVisible();
  expect(await page.evaluate<string>("navigator.clipboard.readText()")).toBe(url);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Done" }).click();

  const fresh = await browser.newContext();
  const visitor = await fresh.newPage();
  await visitor.goto(url);
  const form = visitor.getByRole("form", { name: "Reset password" });
  await form.getByLabel("New password", { exact: true }).fill("short");
  await form.getByLabel("Confirm new password").fill("different");
  await form.getByRole("button", { name: "Set new password" }).click();
  await expect(form.getByText(MESSAGES.passwordMin)).toBeVisible();
  await expect(form.getByText("Passwords do not match")).toBeVisible();

  const password = "Fresh-Start-2027";
  await form.getByLabel("New password", { exact: true }).fill(password);
  await form.getByLabel("Confirm new password").fill(password);
  await form.getByRole("button", { name: "Set new password" }).click();
  await expect(visitor.getByText("Your password has been reset.")).toBeVisible();
  await expectNoAxeViolations(visitor);

  // The link works once: opened again, it says so, with no form.
  await visitor.goto(url);
  await expect(visitor.getByRole("alert")).toContainText(MESSAGES.resetLinkInvalid);
  await expect(form).toHaveCount(0);

  await visitor.goto(url.replace(/token=.*/, ""));
  await expect(visitor.getByRole("alert")).toContainText(MESSAGES.resetLinkInvalid);
  await visitor.getByRole("link", { name: "Go to login" }).click();
  await expect(visitor).toHaveURL(/\/auth\?tab=login/);

  const login = visitor.getByRole("form", { name: "Login" });
  await login.getByLabel("Email").fill(user.email);
  await login.getByLabel("Password", { exact: true }).fill(password);
  await login.getByRole("button", { name: /log in/i }).click();
  await expect(visitor).toHaveURL(/\/dashboard/);
  await fresh.close();
});

test("the business, business users and user screens render, with not-found states", async ({
  page,
  signUp,
  signInAsAdmin,
}) => {
  // Several axe scans, each a few seconds.
  test.slow();
  const name = `${uniqueWord("Meridian")} Tech`;
  const user = await signUp({ businessName: name, firstName: "Avery", lastName: "Stone" });
  await signInAsAdmin();
  await page.goto(`/admin?q=${encodeURIComponent(name)}`);

  const menu = await openRowMenu(page, name);
  await menu.getByRole("menuitem", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/admin\/businesses\/\d+$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText(user.email).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Module subscriptions" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Editing the details.
  const details = page.getByRole("form", { name: "Business details" });
  await details.getByLabel("Industry (optional)").fill("Managed security");
  await details.getByLabel("Employees (optional)").fill("12");
  await details.getByRole("button", { name: "Save details" }).click();
  await expectToast(page, "Business Updated");
  await expect(page.getByText(/Managed security · Created/)).toBeVisible();
  await details.getByLabel("Business name").fill("");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByText(MESSAGES.businessNameRequired)).toBeVisible();

  await page.getByRole("link", { name: "Manage Users" }).first().click();
  await expect(page).toHaveURL(/\/admin\/businesses\/\d+\/users$/);
  await expect(page.getByRole("heading", { name: `Users of ${name}` })).toBeVisible();
  await expect(rowOf(page, user.email)).toContainText("Owner");
  await expect(page.getByText("1 user total")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Avery Stone" }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByRole("heading", { name: "Avery Stone", level: 1 })).toBeVisible();
  // Contract §14: the role follows ownership, which moves only by a transfer on the business page.
  await expect(page.getByText(OWNERSHIP_MESSAGES.roleHint)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Role" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name }).first().click();
  await page.getByRole("button", { name: OWNERSHIP_MESSAGES.transferButton }).click();
  const transfer = page.getByRole("dialog", { name: OWNERSHIP_MESSAGES.transferTitle });
  await expect(transfer.getByText(OWNERSHIP_MESSAGES.transferSelectEmpty)).toBeVisible();
  await expect(transfer.getByRole("button", { name: OWNERSHIP_MESSAGES.transferConfirm })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(transfer).toBeHidden();

  await page.goto("/admin/businesses/99999999");
  await expect(page.getByRole("heading", { name: "Business not found" })).toBeVisible();
  await page.goto("/admin/users/not-a-number");
  await expect(page.getByRole("heading", { name: "User not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Admin Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
});

test("each admin tab of the core area passes axe, also with a row menu open", async ({
  page,
  signUp,
  signInAsAdmin,
}) => {
  // Several axe scans, each a few seconds.
  test.slow();
  await signUp();
  await signInAsAdmin();
  await page.goto("/admin?tab=businesses");
  await expect(page.getByText(/ business(es)? total$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole("button", { name: /^Actions for / })
    .first()
    .click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");

  for (const [tab, ready] of [
    ["users", / users? total$/],
    ["security", /Where you are signed in/],
    ["settings", /Brand Settings/],
  ] as const) {
    await page.goto(`/admin?tab=${tab}`);
    await expect(page.getByText(ready)).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("the brand settings are saved, shown on the public pages; an emptied name goes back to its default, an emptied phone shows none", async ({
  page,
  signInAsAdmin,
}) => {
  await signInAsAdmin();
  await page.goto("/admin?tab=settings");
  const form = page.getByRole("form", { name: "Brand settings" });
  try {
    await form.getByLabel("Phone").fill("not a phone");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect(form.getByText(MESSAGES.phoneInvalid)).toBeVisible();

    await form.getByLabel("Product name").fill("Northwind Coaching");
    await form.getByLabel("Phone").fill("+1 (555) 010-0111");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expectToast(page, "Settings Updated");
    await page.reload();
    await expect(form.getByLabel("Phone")).toHaveValue("+1 (555) 010-0111");

    // The public pages, pre-rendered with the defaults, show the saved brand and hydrate without a mismatch.
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto("/contact");
    await expect(page).toHaveTitle("Contact | Northwind Coaching");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "+1 (555) 010-0111" })).toHaveAttribute(
      "href",
      "tel:+15550100111",
    );
    await expect(footer).toContainText("© Northwind Coaching. All rights reserved.");
    await expect(page.getByRole("banner")).toContainText("Northwind Coaching");
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 20000);
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);

    await page.goto("/admin?tab=settings");
    await form.getByLabel("Product name").fill("");
    await form.getByLabel("Phone").fill("");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expectToast(page, "Settings Updated");
    await expect(form.getByLabel("Phone")).toHaveValue("");
    await expect(form.getByLabel("Product name")).toHaveValue(BRAND_DEFAULTS.product);
    await page.goto("/contact");
    await expect(page).toHaveTitle(`Contact | ${BRAND_DEFAULTS.product}`);
    // No phone at all: neither the built-in default nor a link to call.
    await expect(page.getByRole("contentinfo")).toContainText(BRAND_DEFAULTS.email);
    await expect(page.locator("body")).not.toContainText(BRAND_DEFAULTS.phone);
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(page.getByText("Prefer to talk? Call us")).toHaveCount(0);
  } finally {
    // Whatever failed above, the tests after this one find the default brand.
    await page.request.patch("/api/admin/settings", { data: { product: null, phone: null } });
  }
});

test("on a phone the tables scroll inside their area and the page does not", async ({
  page,
  signInAsAdmin,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAdmin();
  for (const tab of ["businesses", "users"]) {
    await page.goto(`/admin?tab=${tab}`);
    await expect(page.getByText(/ total$/)).toBeVisible();
    const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("table")).toBeVisible();
  }
});

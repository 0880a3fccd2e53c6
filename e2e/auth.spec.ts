import { EMAIL_VERIFICATION_MESSAGES, EMAIL_VERIFICATION_TEXTS, MESSAGES } from "@scalemsp/validators";
import { expect, newUser, test, toast } from "./fixtures";
import { linksOf, waitForMail } from "./mail";

test("a visitor registers, lands on the dashboard, logs out and logs in again", async ({ page }) => {
  const user = newUser({ firstName: "Priya" });
  await page.goto("/auth?tab=register");
  const form = page.getByRole("form", { name: "Register" });
  await form.getByLabel("First name").fill(user.firstName);
  await form.getByLabel("Last name").fill(user.lastName);
  await form.getByLabel("Email").fill(user.email);
  await form.getByLabel("Password", { exact: true }).fill(user.password);
  await form.getByLabel("Business name").fill(user.businessName);
  await form.getByRole("button", { name: /create account|register|get started/i }).click();

  // The toast first: it closes after a few seconds, which a dashboard slow to load can outlast.
  await expect(toast(page)).toContainText(MESSAGES.registrationSuccessful);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Priya");

  await page
    .getByRole("button", { name: /log ?out/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth/);
  await expect(toast(page)).toContainText(MESSAGES.loggedOut);

  await page.goto("/auth?tab=login");
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Email").fill(user.email);
  await login.getByLabel("Password", { exact: true }).fill(user.password);
  await login.getByRole("button", { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(toast(page)).toContainText(`Welcome back, ${user.firstName}!`);
});

test("a wrong password shows the 'Login failed' toast and stays on /auth", async ({ page, signUp }) => {
  const user = await signUp();
  await page.context().clearCookies();
  await page.goto("/auth?tab=login");
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Email").fill(user.email);
  await login.getByLabel("Password", { exact: true }).fill("Not-the-password-1");
  await login.getByRole("button", { name: /log in/i }).click();
  await expect(toast(page)).toContainText(MESSAGES.loginFailed);
  await expect(toast(page)).toContainText(MESSAGES.invalidCredentials);
  await expect(page).toHaveURL(/\/auth/);
});

test("the forms show the spec's validation messages", async ({ page }) => {
  await page.goto("/auth?tab=register");
  const form = page.getByRole("form", { name: "Register" });
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByLabel("Password", { exact: true }).fill("short");
  await form.getByRole("button", { name: /create account|register|get started/i }).click();
  await expect(form.getByText(MESSAGES.invalidEmail)).toBeVisible();
  await expect(form.getByText(MESSAGES.passwordMin)).toBeVisible();
  await expect(form.getByText(MESSAGES.firstNameRequired)).toBeVisible();
  await expect(form.getByText(MESSAGES.businessNameRequired)).toBeVisible();
});

test("protected pages send a signed-out visitor to /auth, and /auth sends a member to /dashboard", async ({
  page,
  signUp,
}) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth/);
  await signUp({ firstName: "Sam" });
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sam");
});

test("a visitor's /auth and /reset-password load with no errors in the console", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  for (const path of ["/auth?tab=login", "/auth?tab=register", "/reset-password?token=unknown"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});

test("an unknown path shows the not-found page with a 404 status", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
});

test("'Back to Homepage' leads home", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("link", { name: "Back to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an address typed the moment the forms show is kept and sent", async ({ browser, signUp }) => {
  const user = await signUp();
  // A page of its own, without the fixture's wait for hydration: the test holds the code back.
  const context = await browser.newContext();
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded back too: the page is read as it arrives.
  await page.goto("/auth?tab=login", { waitUntil: "commit" });
  await page.locator("#root").waitFor({ state: "attached" });
  // Before its code runs the page holds no form a visitor could type into and lose.
  await expect(page.locator("input")).toHaveCount(0);
  release();
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Email").pressSequentially(user.email, { delay: 0 });
  await login.getByLabel("Password", { exact: true }).fill(user.password);
  // The app settles (hydration mark, lazy rules): what was typed stays.
  await expect(page.locator("html")).toHaveAttribute("data-app-hydrated", "");
  await expect(login.getByLabel("Email")).toHaveValue(user.email);
  await login.getByRole("button", { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await context.clearCookies();
  await page.goto("/auth?tab=register", { waitUntil: "commit" });
  const register = page.getByRole("form", { name: "Register" });
  const address = newUser().email;
  await register.getByLabel("Email").fill(address);
  await page.waitForLoadState("networkidle");
  await expect(register.getByLabel("Email")).toHaveValue(address);
  await context.close();
});

test("the e-mailed confirmation link says how it went: refused as an alert, confirmed as a status", async ({
  page,
  signUp,
}) => {
  await page.goto("/verify-email?token=not-a-token");
  const refused = page.getByRole("alert").filter({ hasText: EMAIL_VERIFICATION_MESSAGES.linkInvalid });
  await expect(refused).toBeVisible();
  await expect(refused).toHaveAttribute("data-state", "failed");
  await expect(page.getByRole("status").filter({ hasText: EMAIL_VERIFICATION_TEXTS.verified })).toHaveCount(
    0,
  );

  const user = await signUp();
  const mail = await waitForMail(user.email, { subject: /please confirm your email/ });
  const link = new URL(linksOf(mail).find((href) => href.includes("/verify-email?token="))!);
  await page.goto(link.pathname + link.search);
  const confirmed = page.getByRole("status").filter({ hasText: EMAIL_VERIFICATION_TEXTS.verified });
  await expect(confirmed).toBeVisible();
  await expect(confirmed).toHaveAttribute("data-state", "done");
  await expect(
    page.getByRole("alert").filter({ hasText: EMAIL_VERIFICATION_MESSAGES.linkInvalid }),
  ).toHaveCount(0);
});

import { generateHOTP } from "@oslojs/otp";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { ACCOUNT_MESSAGES, MESSAGES, TWO_FACTOR, TWO_FACTOR_MESSAGES } from "@scalemsp/validators";
import { expect, test, toast } from "./fixtures";

/** The authenticator app's code for `key`, `offset` time steps from now (RFC 6238 over RFC 4226). */
function appCode(key: string, offset = 0) {
  const step = Math.floor(Date.now() / 1000 / TWO_FACTOR.periodSeconds) + offset;
  return generateHOTP(decodeBase32IgnorePadding(key), BigInt(step), TWO_FACTOR.digits);
}

test("a member turns on two-factor sign-in, then signs in with the password and a code", async ({
  page,
  signUp,
}) => {
  const user = await signUp();
  await page.goto("/dashboard?tab=settings");

  const card = page.getByRole("region", { name: TWO_FACTOR_MESSAGES.title });
  await expect(card.getByTestId("two-factor-status")).toHaveText(TWO_FACTOR_MESSAGES.statusOff);
  await card.getByRole("button", { name: TWO_FACTOR_MESSAGES.enableButton }).click();
  await expect(card.getByRole("img", { name: /QR code/ })).toBeVisible();
  const key = (await card.getByTestId("two-factor-key").textContent())!.trim();
  await card.getByLabel(TWO_FACTOR_MESSAGES.codeLabel).fill(appCode(key));
  await card.getByRole("button", { name: TWO_FACTOR_MESSAGES.confirmButton }).click();

  const codes = card.getByTestId("recovery-codes").locator("code");
  await expect(codes).toHaveCount(TWO_FACTOR.recoveryCodeCount);
  const firstCodes = await codes.allTextContents();
  await card.getByRole("button", { name: TWO_FACTOR_MESSAGES.recoveryDone }).click();
  await expect(card.getByTestId("two-factor-status")).toHaveText(TWO_FACTOR_MESSAGES.statusOn);

  // A new set of recovery codes, confirmed with the password, replaces the first and is shown once.
  const regenerate = card.getByRole("form", { name: TWO_FACTOR_MESSAGES.regenerateButton });
  await regenerate.getByLabel("Password", { exact: true }).fill("Wrong-Pass-1");
  await regenerate.getByRole("button", { name: TWO_FACTOR_MESSAGES.regenerateButton }).click();
  await expect(regenerate.getByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeVisible();
  await regenerate.getByLabel("Password", { exact: true }).fill(user.password);
  await regenerate.getByRole("button", { name: TWO_FACTOR_MESSAGES.regenerateButton }).click();
  await expect(codes).toHaveCount(TWO_FACTOR.recoveryCodeCount);
  // The refusal's notice may still be showing beside it.
  await expect(toast(page).filter({ hasText: TWO_FACTOR_MESSAGES.regenerated })).toBeVisible();
  const newCodes = await codes.allTextContents();
  expect(newCodes.filter((code) => firstCodes.includes(code))).toEqual([]);
  await card.getByRole("button", { name: TWO_FACTOR_MESSAGES.recoveryDone }).click();
  await expect(codes).toHaveCount(0);
  await expect(card.getByText(TWO_FACTOR_MESSAGES.recoveryLeft(TWO_FACTOR.recoveryCodeCount))).toBeVisible();
  // This browser is listed among the sessions.
  await expect(
    page
      .getByRole("region", { name: TWO_FACTOR_MESSAGES.sessionsTitle })
      .getByText(TWO_FACTOR_MESSAGES.sessionsCurrent, {
        exact: false,
      }),
  ).toBeVisible();

  await page.context().clearCookies();
  await page.goto("/auth?tab=login");
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Email").fill(user.email);
  await login.getByLabel("Password", { exact: true }).fill(user.password);
  await login.getByRole("button", { name: /log in/i }).click();

  const second = page.getByRole("form", { name: TWO_FACTOR_MESSAGES.signInCodeTitle });
  await second.getByLabel(TWO_FACTOR_MESSAGES.signInCodeLabel).fill("000000");
  await second.getByRole("button", { name: TWO_FACTOR_MESSAGES.signInCodeButton }).click();
  await expect(toast(page)).toContainText(TWO_FACTOR_MESSAGES.codeWrong);
  await expect(page).toHaveURL(/\/auth/);

  // The set-up used this step's code; the next step's is good and used once.
  await second.getByLabel(TWO_FACTOR_MESSAGES.signInCodeLabel).fill(appCode(key, 1));
  await second.getByRole("button", { name: TWO_FACTOR_MESSAGES.signInCodeButton }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(toast(page)).toContainText(MESSAGES.loginSuccessful);

  await page.goto("/dashboard?tab=settings");
  const signIns = page.getByRole("region", { name: TWO_FACTOR_MESSAGES.signInsTitle });
  await expect(signIns.getByText(TWO_FACTOR_MESSAGES.signInFailed).first()).toBeVisible();
  await expect(signIns.getByText(TWO_FACTOR_MESSAGES.signInSucceeded).first()).toBeVisible();
});

test("the admin's Security tab shows two-factor sign-in, the admin rule and the sessions", async ({
  page,
  signInAsAdmin,
}) => {
  await signInAsAdmin();
  await page.goto("/admin?tab=security");
  await expect(page.getByRole("region", { name: TWO_FACTOR_MESSAGES.title })).toBeVisible();
  await expect(page.getByRole("switch", { name: TWO_FACTOR_MESSAGES.requireForAdminsLabel })).toBeVisible();
  await expect(
    page.getByRole("region", { name: TWO_FACTOR_MESSAGES.sessionsTitle }).getByTestId("own-session").first(),
  ).toBeVisible();
  await expect(page.getByText("Coming soon")).toHaveCount(0);
});

test("the sessions card lists this browser and the four last seen, and the rest on request", async ({
  page,
  signUp,
  playwright,
  baseURL,
}) => {
  const user = await signUp();
  // Six more browsers signed in to the same account.
  for (let i = 0; i < 6; i += 1) {
    const browser = await playwright.request.newContext({ baseURL });
    const signedIn = await browser.post("/api/login", {
      data: { email: user.email, password: user.password },
    });
    expect(signedIn.status()).toBe(200);
    await browser.dispose();
  }
  await page.goto("/dashboard?tab=settings");
  const card = page.getByRole("region", { name: TWO_FACTOR_MESSAGES.sessionsTitle });
  const listed = card.getByTestId("own-session");
  await expect(listed).toHaveCount(5);
  await expect(listed.first()).toContainText(TWO_FACTOR_MESSAGES.sessionsCurrent);
  await card.getByRole("button", { name: TWO_FACTOR_MESSAGES.sessionsShowAll(2) }).click();
  await expect(listed).toHaveCount(7);
  await card.getByRole("button", { name: TWO_FACTOR_MESSAGES.sessionsShowFewer }).click();
  await expect(listed).toHaveCount(5);
});

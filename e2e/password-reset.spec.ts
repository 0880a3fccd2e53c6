import { MESSAGES } from "@scalemsp/validators";
import { expect, test } from "./fixtures";
import { linksOf, waitForMail } from "./mail";

test("a member resets a forgotten password from the e-mailed link, once", async ({ page, signUp }) => {
  const user = await signUp();
  await page.context().clearCookies();

  await page.goto("/auth?tab=login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const request = page.getByRole("form", { name: "Request a password reset link" });
  await request.getByLabel("Email").fill(user.email);
  await request.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("Check your email");

  const mail = await waitForMail(user.email, { subject: /Reset your .* password/ });
  expect(mail.text).toContain("60 minutes");
  const link = linksOf(mail).find((href) => href.includes("/reset-password?token="))!;
  expect(link).toBeTruthy();
  const { pathname, search } = new URL(link);

  await page.goto(pathname + search);
  const newPassword = "Brand-New-Pass-9";
  const form = page.getByRole("form", { name: "Reset password" });
  await form.getByLabel("New password", { exact: true }).fill(newPassword);
  await form.getByLabel("Confirm new password").fill(newPassword);
  await form.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toContainText("Password updated");

  await page.getByRole("link", { name: "Go to login" }).click();
  const login = page.getByRole("form", { name: "Login" });
  await login.getByLabel("Email").fill(user.email);
  await login.getByLabel("Password", { exact: true }).fill(newPassword);
  await login.getByRole("button", { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // The link was spent: its page says so on opening, with no form, and offers a new link.
  await page.context().clearCookies();
  await page.goto(pathname + search);
  await expect(page.getByRole("alert")).toContainText(MESSAGES.resetLinkInvalid);
  await expect(page.getByRole("form", { name: "Reset password" })).toHaveCount(0);
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("form", { name: "Request a password reset link" })).toBeVisible();
});

test("a reset link that never was shows the message, not the form", async ({ page }) => {
  await page.goto("/reset-password?token=abcdefghijklmnopqrstuvwxyz234567");
  await expect(page.getByRole("alert")).toContainText(MESSAGES.resetLinkInvalid);
  await expect(page.getByRole("form", { name: "Reset password" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
});

test("an unknown address gets the same answer", async ({ page }) => {
  await page.goto("/forgot-password");
  const request = page.getByRole("form", { name: "Request a password reset link" });
  await request.getByLabel("Email").fill("nobody.here@example.com");
  await request.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If nobody.here@example.com belongs to an account");
});

import { expect, newUser, test, toast } from "./fixtures";
import { linksOf, waitForMail } from "./mail";

test("an owner invites a colleague, who joins from the e-mail as a member and cannot reach Team", async ({
  page,
  browser,
  signUp,
}) => {
  const owner = await signUp({ businessName: "Harbor Managed IT" });
  const colleague = newUser({ firstName: "Sam", lastName: "Okafor" });

  await page.goto("/dashboard?tab=team");
  await expect(page.getByRole("heading", { name: "Your team" })).toBeVisible();
  const invite = page.getByRole("form", { name: "Invite a colleague" });
  await invite.getByLabel("Email").fill(colleague.email);
  await invite.getByLabel("First name (optional)").fill("Sam");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page)).toContainText("Invitation sent");
  const pending = page.getByRole("region", { name: "Pending invitations" });
  await expect(pending.getByText(`Sam · ${colleague.email}`)).toBeVisible();

  const mail = await waitForMail(colleague.email, { subject: /You are invited to join your team/ });
  // Contract §14: nothing the owner typed reaches a stranger but the first name.
  expect(mail.subject).not.toContain("Harbor Managed IT");
  expect(mail.text).not.toContain("Harbor Managed IT");
  const link = linksOf(mail).find((href) => href.includes("/accept-invite?token="));
  expect(link).toBeTruthy();

  // The colleague opens the link in a browser of their own.
  const context = await browser.newContext();
  const colleaguePage = await context.newPage();
  await colleaguePage.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(colleaguePage.getByText("Harbor Managed IT")).toBeVisible();
  await expect(colleaguePage.getByLabel("First name")).toHaveValue("Sam");
  await colleaguePage.getByLabel("Last name").fill(colleague.lastName);
  await colleaguePage.getByLabel("Password", { exact: true }).fill(colleague.password);
  await colleaguePage.getByRole("button", { name: "Join the team" }).click();

  await expect(colleaguePage).toHaveURL(/\/dashboard(\?tab=overview)?$/);
  await expect(colleaguePage.getByRole("heading", { level: 1 })).toHaveText("Welcome, Sam!");
  const menu = colleaguePage.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByText("member", { exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Team" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Settings" })).toBeVisible();
  await expect(colleaguePage.getByRole("tab", { name: "Team" })).toHaveCount(0);

  // A link to the Team tab opens the overview, and the API refuses the team to a member.
  await colleaguePage.goto("/dashboard?tab=team");
  await expect(colleaguePage.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
  await expect(colleaguePage.getByRole("heading", { name: "Your team" })).toHaveCount(0);
  expect((await colleaguePage.request.get("/api/team")).status()).toBe(403);

  // Members keep their own account's settings, without the business's details.
  await colleaguePage.getByRole("tab", { name: "Settings" }).click();
  await expect(colleaguePage.getByRole("heading", { name: "Your profile" })).toBeVisible();
  await expect(colleaguePage.getByRole("heading", { name: "Business details" })).toHaveCount(0);
  await context.close();

  // The owner sees the new member; the link does not work twice.
  await page.reload();
  await expect(page.getByText("Sam Okafor")).toBeVisible();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByText("This invitation link is no longer valid.")).toBeVisible();
  expect(owner.email).not.toBe(colleague.email);
});

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, toast } from "./fixtures";

/** A name no other test's token has, so its row is this test's alone. */
const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const rowOf = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

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

test("an admin creates an API token, it opens admin paths, and revoking it shuts them on the next call", async ({
  page,
  request,
  signInAsAdmin,
}) => {
  // Two axe scans, each a few seconds.
  test.slow();
  await signInAsAdmin();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/admin?tab=settings");
  const card = page.getByRole("region", { name: "API tokens" });
  await expect(card).toContainText("Authorization: Bearer");
  const form = card.getByRole("form", { name: "Create API token" });

  await form.getByRole("button", { name: "Create token" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByLabel("Token name")).toBeFocused();

  const name = uniqueName("Weekly leads");
  await form.getByLabel("Token name").fill(name);
  await form.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog", { name: "API token created" });
  await expect(dialog).toContainText("won't be shown again");
  const token = await dialog.getByRole("textbox", { name: "API token" }).inputValue();
  expect(token).toMatch(/^smsp_.{20,}$/);
  await dialog.getByRole("button", { name: "Copy token" }).click();
  await expect(dialog.getByRole("button", { name: "Token copied" })).toBeVisible();
  expect(await page.evaluate<string>("navigator.clipboard.readText()")).toBe(token);
  await expectToast(page, "Token Created");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByLabel("Token name")).toHaveValue("");

  const row = rowOf(page, name);
  await expect(row).toContainText("Never");
  await expect(row).toContainText("Active");
  // The token is not on the page any more, nor read again with the list.
  await expect(page.getByText(token)).toHaveCount(0);

  // `request` carries no cookies: the token alone signs this in.
  const bearer = { authorization: `Bearer ${token}` };
  expect((await request.get("/api/admin/businesses")).status()).toBe(401);
  const allowed = await request.get("/api/admin/businesses", { headers: bearer });
  expect(allowed.status(), await allowed.text()).toBe(200);

  await page.reload();
  await expect(rowOf(page, name)).not.toContainText("Never");
  await expect(page.getByRole("table", { name: "API tokens" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Cancel leaves it working.
  await page.getByRole("button", { name: `Revoke ${name}` }).click();
  let confirm = page.getByRole("dialog", { name: "Revoke API token" });
  await expect(confirm).toContainText("takes effect on the next request");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  expect((await request.get("/api/admin/businesses", { headers: bearer })).status()).toBe(200);

  await page.getByRole("button", { name: `Revoke ${name}` }).click();
  confirm = page.getByRole("dialog", { name: "Revoke API token" });
  await confirm.getByRole("button", { name: "Revoke", exact: true }).click();
  await expectToast(page, "Token Revoked");
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, name)).toContainText("Revoked");
  await expect(page.getByRole("button", { name: `Revoke ${name}` })).toHaveCount(0);

  const refused = await request.get("/api/admin/businesses", { headers: bearer });
  expect(refused.status()).toBe(401);
});

test("on a phone the token table scrolls inside its area and the page does not", async ({
  page,
  signInAsAdmin,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAdmin();
  const name = uniqueName("Phone check");
  const res = await page.request.post("/api/admin/tokens", { data: { name } });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto("/admin?tab=settings");
  await expect(rowOf(page, name)).toBeAttached();
  const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole("button", { name: `Revoke ${name}` })).toBeAttached();
});

import type { Page } from "@playwright/test";
import { demoResources } from "../packages/db/src/seed/demo-content";
import {
  ACCOUNT_MESSAGES,
  ACTION_ITEM_TEXTS,
  APP_HYDRATED_ATTRIBUTE,
  CHECK_IN_TEXTS,
  PAGE_SKELETON_ATTRIBUTE,
  TEAM_MESSAGES,
} from "@scalemsp/validators";
import { asOwnClient, expect, newUser, test, toast, type SignedUpUser } from "./fixtures";
import { withCodeHeld } from "./member-pages";

/**
 * A member page the server rendered for its viewer (decision 084) shows its forms before their
 * code has run. What a member types or pastes in that moment must be what the form sends once
 * the code has taken over the page, not what the field held when it was rendered.
 */
const ZONE = "America/New_York";
test.use({ timezoneId: ZONE });

/** An owner whose time zone is set, so their pages are rendered by the server. */
async function ownerWithPagesRendered(page: Page, signUp: () => Promise<SignedUpUser>) {
  const owner = await signUp();
  expect((await page.request.put("/api/user/time-zone", { data: { timeZone: ZONE } })).status()).toBe(200);
  return owner;
}

/** Opens `path` with its code held: the page is the server's HTML until `release`. */
async function openRendered(early: Page, path: string) {
  // A server busy rendering other pages sends the page's skeleton instead (decision 084), which
  // has no field to type into: ask again until the page comes rendered.
  await expect(async () => {
    await early.goto(path, { waitUntil: "commit" });
    await expect(early.locator("main")).toBeVisible();
    await expect(early.locator(`[${PAGE_SKELETON_ATTRIBUTE}]`)).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(early.locator("html")).not.toHaveAttribute(APP_HYDRATED_ATTRIBUTE, "");
}

/** Lets the code run and waits until the app has taken the page over. */
async function letCodeRun(early: Page, release: () => void) {
  release();
  await expect(early.locator("html")).toHaveAttribute(APP_HYDRATED_ATTRIBUTE, "");
}

test("an address typed into the invite form before its code runs is the one invited", async ({
  page,
  signUp,
}) => {
  await ownerWithPagesRendered(page, signUp);
  const colleague = newUser();
  await withCodeHeld(page, async (early, release) => {
    await openRendered(early, "/dashboard?tab=team");
    const invite = early.getByRole("form", { name: TEAM_MESSAGES.inviteTitle });
    await invite.getByLabel("Email").pressSequentially(colleague.email, { delay: 0 });
    await invite.getByLabel("First name (optional)").fill("Sam");
    await letCodeRun(early, release);
    await expect(invite.getByLabel("Email")).toHaveValue(colleague.email);
    await invite.getByRole("button", { name: TEAM_MESSAGES.inviteButton }).click();
    await expect(toast(early)).toContainText(TEAM_MESSAGES.invited);
    const pending = early.getByRole("region", { name: "Pending invitations" });
    await expect(pending.getByText(`Sam · ${colleague.email}`)).toBeVisible();
  });
});

test("a name, business details and passwords typed into the settings before their code runs are the ones saved", async ({
  page,
  signUp,
}) => {
  const owner = await ownerWithPagesRendered(page, signUp);
  const newPassword = "Typed-Early-2027";
  await withCodeHeld(page, async (early, release) => {
    await openRendered(early, "/dashboard?tab=settings");
    const profile = early.getByRole("form", { name: ACCOUNT_MESSAGES.profileTitle });
    await profile.getByLabel("First name").fill("Robin");
    const business = early.getByRole("form", { name: ACCOUNT_MESSAGES.businessTitle });
    await business.getByLabel("Website (optional)").fill("https://typed-early.example");
    const password = early.getByRole("form", { name: ACCOUNT_MESSAGES.passwordTitle });
    await password.getByLabel("Current password").fill(owner.password);
    await password.getByLabel("New password").fill(newPassword);
    await letCodeRun(early, release);

    await profile.getByRole("button", { name: "Save name" }).click();
    await expect(toast(early)).toContainText(ACCOUNT_MESSAGES.profileSaved);
    expect(((await (await early.request.get("/api/user")).json()) as { firstName: string }).firstName).toBe(
      "Robin",
    );

    await business.getByRole("button", { name: "Save business details" }).click();
    await expect(toast(early).filter({ hasText: ACCOUNT_MESSAGES.businessSaved })).toBeVisible();
    expect(((await (await early.request.get("/api/business")).json()) as { website: string }).website).toBe(
      "https://typed-early.example",
    );

    await password.getByRole("button", { name: "Change password" }).click();
    // The toast before may still be leaving: this one is looked for by its text.
    await expect(toast(early).filter({ hasText: ACCOUNT_MESSAGES.passwordChanged })).toBeVisible();
  });
  const login = await page.request.post("/api/login", {
    data: { email: owner.email, password: newPassword },
    headers: asOwnClient(),
  });
  expect(login.status(), await login.text()).toBe(200);
});

test("a check-in and an action item typed on the overview before its code runs are the ones sent", async ({
  page,
  signUp,
}) => {
  await ownerWithPagesRendered(page, signUp);
  const wins = "Signed Hendricks Dental before the page was ready";
  const item = "Call Baker back, typed early";
  await withCodeHeld(page, async (early, release) => {
    await openRendered(early, "/dashboard");
    const checkIn = early.getByRole("form", { name: CHECK_IN_TEXTS.title });
    await checkIn.getByRole("textbox", { name: CHECK_IN_TEXTS.winsLabel }).fill(wins);
    const items = early.getByRole("region", { name: ACTION_ITEM_TEXTS.cardTitle });
    await items.getByRole("textbox", { name: ACTION_ITEM_TEXTS.addTitle }).fill(item);
    await letCodeRun(early, release);

    await expect(checkIn.getByRole("textbox", { name: CHECK_IN_TEXTS.winsLabel })).toHaveValue(wins);
    await checkIn.getByRole("button", { name: CHECK_IN_TEXTS.send }).click();
    await expect(toast(early)).toContainText(CHECK_IN_TEXTS.sent);
    await expect(early.getByRole("region", { name: CHECK_IN_TEXTS.title }).getByText(wins)).toBeVisible();

    await items.getByRole("button", { name: ACTION_ITEM_TEXTS.addButton }).click();
    await expect(items.getByRole("checkbox", { name: ACTION_ITEM_TEXTS.markDone(item) })).toBeVisible();
  });
});

test("a search typed on the resources before their code runs filters the list", async ({ page, signUp }) => {
  await ownerWithPagesRendered(page, signUp);
  const [wanted, other] = demoResources.map((resource) => resource.title);
  await withCodeHeld(page, async (early, release) => {
    await openRendered(early, "/resources");
    await expect(early.getByText(other!).first()).toBeVisible();
    await early.getByRole("searchbox", { name: "Search" }).fill(wanted!);
    await letCodeRun(early, release);
    await expect(early.getByText(wanted!).first()).toBeVisible();
    await expect(early.getByText(other!)).toHaveCount(0);
  });
});

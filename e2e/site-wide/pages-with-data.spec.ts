import type { Page } from "@playwright/test";
import { BRAND_DEFAULTS, FIRST_READS_ELEMENT_ID, type PlanLevel } from "@scalemsp/validators";
import { expect, test } from "../fixtures";
import { layoutShift } from "../layout-shift";

/**
 * /pricing and /guides come with the coach's plans and free guides in their first HTML, and the
 * app's first render shows the same: no swap, no shift, no hydration error, and no request for
 * what the page already holds.
 */

/** Console errors and uncaught errors (a hydration mismatch is one), and the reads the page made. */
function watch(page: Page) {
  const problems: string[] = [];
  const reads: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
  page.on("request", (request) => request.url().includes("/trpc/") && reads.push(request.url()));
  return { problems, reads };
}

type Plan = { level: PlanLevel; courseLevels: unknown } & Record<string, unknown>;
const editorBody = (plans: Plan[], rename?: { level: PlanLevel; name: string }) => ({
  plans: Object.fromEntries(
    plans.map(({ level, courseLevels: _, ...plan }) => [
      level,
      rename?.level === level ? { ...plan, name: rename.name } : plan,
    ]),
  ),
});

/** Renames the Professional plan as the admin; the returned function puts the plans back. */
async function renameProPlan(page: Page, name: string) {
  const plans = ((await (await page.request.get("/api/plans")).json()) as { plans: Plan[] }).plans;
  const saved = await page.request.put("/api/admin/plans", {
    data: editorBody(plans, { level: "pro", name }),
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return async () => {
    await page.request.put("/api/admin/plans", { data: editorBody(plans) });
  };
}

test("/pricing shows the coach's plans in its first HTML and hydrates them without a swap", async ({
  page,
  browser,
  signInAsAdmin,
}) => {
  await signInAsAdmin();
  const name = `Growth Partner ${Date.now().toString(36)}`;
  const restorePlans = await renameProPlan(page, name);
  const visitor = await browser.newPage();
  const withoutCode = await browser.newPage({ javaScriptEnabled: false });
  try {
    // The HTML alone, no script run.
    await withoutCode.goto("/pricing");
    await expect(withoutCode.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(
      withoutCode.locator(`script#${FIRST_READS_ELEMENT_ID}[type="application/json"]`),
    ).toHaveCount(1);

    const { problems, reads } = watch(visitor);
    await visitor.goto("/pricing");
    const card = visitor.getByTestId("plan-card").filter({ has: visitor.getByRole("heading", { name }) });
    await expect(card).toBeVisible();
    await visitor.waitForLoadState("networkidle");
    await expect(card).toBeVisible();
    expect(await layoutShift(visitor)).toBeLessThan(0.01);
    expect(reads.filter((url) => url.includes("plans.list"))).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await Promise.all([visitor.close(), withoutCode.close()]);
    await restorePlans();
  }
});

test("a plan named after the default product keeps its name under another brand, in the HTML and after hydration", async ({
  page,
  browser,
  signInAsAdmin,
}) => {
  await signInAsAdmin();
  const name = `${BRAND_DEFAULTS.product} Growth ${Date.now().toString(36)}`;
  const brand = "Northwind Coaching";
  const restorePlans = await renameProPlan(page, name);
  const withoutCode = await browser.newPage({ javaScriptEnabled: false });
  try {
    expect((await page.request.patch("/api/admin/settings", { data: { product: brand } })).status()).toBe(
      200,
    );
    await withoutCode.goto("/pricing");
    await expect(withoutCode.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    await expect(withoutCode.getByText(brand).first()).toBeVisible();

    const { problems } = watch(page);
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    await expect(page.getByText(brand).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  } finally {
    await withoutCode.close();
    await page.request.patch("/api/admin/settings", { data: { product: null } });
    await restorePlans();
  }
});

test("/guides shows the free guides in its first HTML and hydrates them without a shift", async ({
  page,
  browser,
}) => {
  const { guides } = (await (await page.request.get("/api/guides")).json()) as {
    guides: { title: string }[];
  };
  expect(guides.length).toBeGreaterThan(0);
  const withoutCode = await browser.newPage({ javaScriptEnabled: false });
  await withoutCode.goto("/guides");
  await expect(withoutCode.getByTestId("guide-card")).toHaveCount(guides.length);
  for (const guide of guides) {
    await expect(withoutCode.getByRole("heading", { level: 2, name: guide.title })).toBeVisible();
  }
  await withoutCode.close();

  const { problems, reads } = watch(page);
  await page.goto("/guides");
  await expect(page.getByTestId("guide-card")).toHaveCount(guides.length);
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("guide-card")).toHaveCount(guides.length);
  expect(await layoutShift(page)).toBeLessThan(0.01);
  expect(reads.filter((url) => url.includes("guides.list"))).toEqual([]);
  expect(problems).toEqual([]);
});

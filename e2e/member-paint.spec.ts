import type { Page } from "@playwright/test";
import { demoCourses, demoResources } from "../packages/db/src/seed/demo-content";
import {
  APP_HYDRATED_ATTRIBUTE,
  FIRST_READS_ELEMENT_ID,
  PAGE_SKELETON_ATTRIBUTE,
  SCORECARD_MESSAGES,
} from "@scalemsp/validators";
import { asOwnClient, expect, test } from "./fixtures";
import { MEMBER_PAGES, STILL_READ, watchPage, withCodeHeld } from "./member-pages";
import { joinAsMember } from "./team-member";

const firstCourse = demoCourses[0]?.title ?? "";
const firstResource = demoResources[0]?.title ?? "";

test.describe("member pages painted from the reads sent with their shell", () => {
  const pages: { path: string; shows: (page: Page, user: { firstName: string }) => Promise<void> }[] = [
    {
      path: "/dashboard",
      shows: async (page, user) =>
        expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${user.firstName}!`),
    },
    {
      path: "/courses",
      shows: (page) => expect(page.getByText(firstCourse).first()).toBeVisible(),
    },
    {
      path: "/resources",
      shows: (page) => expect(page.getByText(firstResource).first()).toBeVisible(),
    },
    {
      path: "/goals",
      shows: (page) => expect(page.getByRole("heading", { level: 1, name: "Goals" })).toBeVisible(),
    },
    {
      path: "/sessions",
      shows: (page) => expect(page.getByRole("heading", { level: 1, name: "Coaching" })).toBeVisible(),
    },
  ];

  test("covers every page the build wrote a member shell for", () => {
    expect(pages.map((entry) => entry.path).sort()).toEqual(MEMBER_PAGES);
  });

  for (const { path, shows } of pages) {
    test(`${path} shows its data without reading it again, with no console errors`, async ({
      page,
      signUp,
    }) => {
      // A page load and the network settling: more than the default 30 seconds on a busy machine.
      test.setTimeout(60_000);
      const user = await signUp();
      const { reads, errors } = watchPage(page);
      await page.goto(path);
      await shows(page, user);
      await page.waitForLoadState("networkidle");
      expect(reads.filter((read) => !(STILL_READ[path] ?? []).includes(read))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test("before any script runs, a member page paints skeletons shaped like its content, with the viewer's reads beside them", async ({
    browser,
    page,
    signUp,
  }) => {
    const user = await signUp();
    const withoutCode = await browser.newContext({ javaScriptEnabled: false });
    try {
      await withoutCode.addCookies(await page.context().cookies());
      const html = await withoutCode.newPage();
      for (const path of MEMBER_PAGES) {
        await html.goto(path);
        const skeleton = html.locator(`[${PAGE_SKELETON_ATTRIBUTE}]`);
        await expect(skeleton, path).toBeVisible();
        await expect(skeleton, path).toHaveAttribute("aria-busy", "true");
        await expect(html.getByRole("status"), path).toHaveText("Loading...");
        // Blocks where the heading and the cards will be: the page has height before its data.
        expect((await skeleton.boundingBox())?.height ?? 0, path).toBeGreaterThan(300);
        // The same shell for everyone: the viewer is only in the reads sent beside it.
        await expect(html.getByText(user.firstName), path).toHaveCount(0);
        const reads = JSON.parse(
          (await html.locator(`#${FIRST_READS_ELEMENT_ID}`).textContent()) ?? "[]",
        ) as { path: string; data: unknown }[];
        expect(reads.find((read) => read.path === "auth.me")?.data, path).toMatchObject({
          firstName: user.firstName,
        });
      }
    } finally {
      await withoutCode.close();
    }
  });

  test("once its code runs, the page is drawn over the skeleton from the reads sent, with no request between", async ({
    page,
    signUp,
  }) => {
    const user = await signUp();
    await withCodeHeld(page, async (early, release) => {
      const { reads } = watchPage(early);
      await early.goto("/dashboard");
      await expect(early.locator(`[${PAGE_SKELETON_ATTRIBUTE}]`)).toBeVisible();
      release();
      await expect(early.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${user.firstName}!`);
      await early.waitForFunction(
        (attribute) => document.documentElement.hasAttribute(attribute),
        APP_HYDRATED_ATTRIBUTE,
      );
      await expect(early.locator(`[${PAGE_SKELETON_ATTRIBUTE}]`)).toHaveCount(0);
      expect(reads).toEqual([]);
    });
  });

  test.describe("in a browser whose time zone is not the server's", () => {
    test.use({ timezoneId: "Pacific/Auckland" });

    test("the first visit sets the account's zone from the browser, and never overwrites one chosen, with no console errors", async ({
      page,
      signUp,
    }) => {
      // Two pages and their settling: more than the default 30 seconds on a busy machine.
      test.setTimeout(90_000);
      const user = await signUp();
      expect(((await (await page.request.get("/api/user")).json()) as { timeZone: unknown }).timeZone).toBe(
        null,
      );
      const { errors } = watchPage(page);
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${user.firstName}!`);
      await expect
        .poll(
          async () =>
            ((await (await page.request.get("/api/user")).json()) as { timeZone: unknown }).timeZone,
        )
        .toBe("Pacific/Auckland");

      // A zone the member chose is kept: the browser's does not overwrite it.
      expect(
        (await page.request.put("/api/user/time-zone", { data: { timeZone: "Asia/Tokyo" } })).status(),
      ).toBe(200);
      await page.goto("/sessions");
      await page.waitForLoadState("networkidle");
      expect(((await (await page.request.get("/api/user")).json()) as { timeZone: unknown }).timeZone).toBe(
        "Asia/Tokyo",
      );
      expect(errors).toEqual([]);
    });
  });

  test("a team member's dashboard says the scorecard is not shared, without asking for it", async ({
    page,
    browser,
    signUp,
  }) => {
    test.setTimeout(90_000);
    await signUp();
    const { context, member } = await joinAsMember(page.request, browser, { width: 375, height: 800 });
    try {
      const scorecard = member.getByRole("region", { name: "Your MSP Scorecard" });
      const { reads, errors } = watchPage(member);
      await member.goto("/dashboard");
      await expect(scorecard).toContainText(`${SCORECARD_MESSAGES.notShared}.`);
      await member.waitForLoadState("networkidle");
      expect(reads).toEqual([]);
      expect(errors).toEqual([]);

      // Once the owner shares it, the member's next visit reads it.
      const shared = await page.request.patch("/api/business", {
        data: { shareScorecardWithTeam: true },
        headers: asOwnClient(),
      });
      expect(shared.status(), await shared.text()).toBe(200);
      await member.reload();
      await expect(scorecard.getByText("Where does your business stand?")).toBeVisible();
      await expect(scorecard).not.toContainText(SCORECARD_MESSAGES.notShared);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("signed out, a member page still sends the visitor to sign in", async ({ page }) => {
    await page.goto("/courses");
    await expect(page).toHaveURL(/\/auth/);
  });
});

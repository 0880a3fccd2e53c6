import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { demoCourses } from "../../packages/db/src/seed/demo-content";
import { expect, test, toast } from "../fixtures";
import { MEMBER_PAGES } from "../member-pages";
import { showEveryResource } from "../resource-list";

const sideMenu = (page: Page) => page.getByRole("navigation", { name: "Main menu" });

test.describe("side menu", () => {
  test("an owner sees Business Management, the account footer and the Resources group", async ({
    page,
    signUp,
  }) => {
    const user = await signUp();
    await page.goto("/dashboard");
    const menu = sideMenu(page);
    await expect(menu.getByText("Business Management")).toBeVisible();
    await expect(menu.getByText("Administration")).toHaveCount(0);
    await expect(menu.getByText(user.email)).toBeVisible();
    await expect(menu.getByText("business owner", { exact: true })).toBeVisible();

    // Closed away from /resources; opens on demand and its links filter the library.
    const group = menu.getByRole("button", { name: "Resources" });
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await group.click();
    await menu.getByRole("link", { name: "Templates" }).click();
    await expect(page).toHaveURL(/\/resources\?type=template$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Templates");
    await expect(menu.getByRole("link", { name: "Templates" })).toHaveAttribute("aria-current", "page");

    await menu.getByRole("link", { name: "Team" }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=team$/);
    await expect(page.getByRole("tab", { name: "Team" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Your team" })).toBeVisible();
  });

  test("the Resources group opens by itself on /resources", async ({ page, signUp }) => {
    await signUp();
    await page.goto("/resources?type=video");
    const menu = sideMenu(page);
    await expect(menu.getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Videos" })).toHaveAttribute("aria-current", "page");
  });

  test("an admin sees Administration and the Admin Dashboard button", async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    await page.goto("/dashboard");
    const menu = sideMenu(page);
    await expect(menu.getByText("Administration")).toBeVisible();
    await expect(menu.getByText("Business Management")).toHaveCount(0);
    for (const name of ["Businesses", "Users", "Settings"]) {
      await expect(menu.getByRole("link", { name })).toHaveAttribute(
        "href",
        `/admin?tab=${name.toLowerCase()}`,
      );
    }
    await expect(page.getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("href", "/admin");
  });

  test("on a phone the menu sits behind the burger and closes after a choice", async ({ page, signUp }) => {
    await signUp();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/courses");
    await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
    const menu = sideMenu(page);
    await expect(menu.getByRole("link", { name: "Sessions" })).not.toBeInViewport();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Sessions" })).toBeInViewport();
    await menu.getByRole("link", { name: "Sessions" }).click();
    await expect(page).toHaveURL(/\/sessions$/);
    await expect(menu.getByRole("link", { name: "Sessions" })).not.toBeInViewport();
    const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("dashboard", () => {
  test("greets the member, shows the business and real course progress", async ({ page, signUp }) => {
    const user = await signUp({ firstName: "Rowan", businessName: "Rowan IT Services" });
    await page.goto("/dashboard");
    // Just registered: the first visit is not a "Welcome back".
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${user.firstName}!`);
    await expect(page.getByRole("heading", { name: user.businessName })).toBeVisible();
    await expect(page.getByTestId("plan-badge")).toHaveText("Free");
    await expect(page.getByText("You have not started a course yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Learning" }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=learning$/);
    await expect(page.getByRole("heading", { name: "In progress (0)" })).toBeVisible();
    await expect(page.getByText("Coming Soon")).toHaveCount(0);
  });
});

test.describe("courses", () => {
  test("locked courses carry their badge; a free lesson opens, starts and completes", async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.goto("/courses");
    // A new business is on the free plan: every paid demo course is plan-locked. Other specs may
    // add courses of their own, so the seeded ones are named rather than counted.
    const paidCourses = demoCourses.filter((course) => course.requiredPlanLevel !== "free");
    expect(paidCourses).toHaveLength(6);
    for (const course of paidCourses) {
      await expect(page.getByTestId("course-card").filter({ hasText: course.title })).toContainText(
        "Plan Upgrade Required",
      );
    }
    await expect(page.getByRole("heading", { name: "Professional" })).toBeVisible();

    await page.getByRole("button", { name: /MSP Pricing Fundamentals/ }).click();
    await expect(page).toHaveURL(/\/courses\?course=\d+$/);
    const details = page.getByRole("heading", { level: 2, name: "MSP Pricing Fundamentals" });
    await expect(details).toBeVisible();
    await expect(page.getByRole("img", { name: "Course progress: 0%" })).toBeVisible();

    const lesson = page.getByTestId("lesson-row").filter({ hasText: "Why Hourly Billing Caps Your Growth" });
    await expect(lesson.getByTestId("lesson-status")).toHaveText("Not Started");
    await lesson.click();
    const dialog = page.getByRole("dialog", { name: "Why Hourly Billing Caps Your Growth" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "What flat-fee pricing changes" })).toBeVisible();
    // Opening a not-started lesson starts it.
    await expect(dialog.getByTestId("lesson-status")).toHaveText("In Progress");

    await dialog.getByRole("button", { name: "Start & Complete" }).click();
    await expect(toast(page)).toContainText("Lesson Completed");
    await expect(toast(page)).toContainText("Your progress has been updated.");
    await expect(dialog.getByTestId("lesson-status")).toHaveText("Completed");
    await dialog.getByRole("button", { name: "Close lesson" }).click();
    await expect(dialog).toBeHidden();
    await expect(lesson.getByTestId("lesson-status")).toHaveText("Completed");
    await expect(page.getByRole("img", { name: "Course progress: 20%" })).toBeVisible();

    // The filters judge the selected course by its lessons.
    await page.getByRole("tab", { name: "Completed" }).click();
    await expect(page.getByRole("button", { name: /MSP Pricing Fundamentals/ })).toBeVisible();

    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: "MSP Pricing Fundamentals" })).toBeVisible();
    await expect(
      page.getByRole("progressbar", { name: "MSP Pricing Fundamentals progress" }),
    ).toHaveAttribute("aria-valuenow", "20");
  });

  test("the keyboard opens a course and a lesson; the dialog holds focus and gives it back", async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.goto("/courses");
    await page.getByRole("button", { name: /The MSP Owner's 90-Day Growth Plan/ }).focus();
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("heading", { level: 2, name: "The MSP Owner's 90-Day Growth Plan" }),
    ).toBeFocused();

    const row = page.getByTestId("lesson-row").first();
    await row.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await expect(dialog.getByTestId("lesson-status")).toHaveText("In Progress");
    const results = await new AxeBuilder({ page }).include("[role='dialog']").analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(row).toBeFocused();
  });

  test("a video lesson plays in a titled frame", async ({ page, signUp }) => {
    await signUp();
    await page.goto("/courses");
    await page.getByRole("button", { name: /MSP Pricing Fundamentals/ }).click();
    await page.getByTestId("lesson-row").filter({ hasText: "Per-User vs Per-Device Pricing" }).click();
    const dialog = page.getByRole("dialog", { name: "Per-User vs Per-Device Pricing" });
    await expect(dialog.locator("iframe[title='Video: Per-User vs Per-Device Pricing']")).toHaveAttribute(
      "src",
      /\/downloads\/.+\.mp4$/,
    );
    await expect(dialog.getByRole("button", { name: "Start & Complete" })).toBeVisible();
  });

  test("a lesson's HTML never runs its scripts", async ({ page, signInAsAdmin }) => {
    await signInAsAdmin();
    // Inactive, so members never see it; admins see every module.
    const created = await page.request.post("/api/admin/modules", {
      data: {
        title: "Sanitiser Check Course",
        description: "Holds a lesson with hostile HTML.",
        requiredPlanLevel: "free",
        sortOrder: 99,
        isActive: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const module = (await created.json()) as { id: number };
    const hostile = [
      "<p>Readable lesson text</p>",
      "<script>window.__lessonXss = 'script'</script>",
      `<img src="/no-such-image.png" alt="" onerror="window.__lessonXss = 'onerror'">`,
      `<a href="javascript:window.__lessonXss = 'link'">Click me</a>`,
    ].join("");
    const lesson = await page.request.post(`/api/admin/modules/${module.id}/lessons`, {
      data: {
        title: "Hostile HTML",
        description: "",
        contentType: "text",
        contentText: hostile,
        duration: 5,
      },
    });
    expect(lesson.status(), await lesson.text()).toBe(201);

    await page.goto(`/courses?course=${module.id}`);
    await page.getByTestId("lesson-row").filter({ hasText: "Hostile HTML" }).click();
    const dialog = page.getByRole("dialog", { name: "Hostile HTML" });
    await expect(dialog.getByText("Readable lesson text")).toBeVisible();
    // Give a broken image's onerror time to fire, were it there.
    await page.waitForTimeout(300);
    expect(await page.evaluate<unknown>("window.__lessonXss")).toBeUndefined();
    const html = await dialog.getByTestId("lesson-html").innerHTML();
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });
});

test.describe("resources", () => {
  test("filters update the URL; search, empty state and Clear filters work", async ({ page, signUp }) => {
    await signUp();
    await page.goto("/resources");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resource Library");
    await expect(page.getByRole("heading", { name: "Featured Resources" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "All Resources" })).toBeVisible();

    const filters = page.getByRole("group", { name: "Filter by type" });
    await filters.getByRole("button", { name: "Marketing" }).click();
    await expect(page).toHaveURL(/\/resources\?type=marketing$/);
    await expect(page.getByRole("heading", { level: 2, name: "Marketing Resources" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Featured Resources" })).toHaveCount(0);
    await expect(filters.getByRole("button", { name: "Marketing" })).toHaveAttribute("aria-pressed", "true");
    const cards = page.getByRole("region", { name: "Marketing Resources" }).getByTestId("resource-card");
    await expect(cards.first()).toBeVisible();
    for (const badge of await cards.locator(".mantine-Badge-root").allTextContents())
      expect(badge).toBe("Marketing");

    const search = page.getByPlaceholder("Search resources...");
    await search.fill("no such resource anywhere");
    await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
    await expect(page.getByText("No resources found. Try adjusting your filters.")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(search).toHaveValue("");
    await expect(page.getByRole("heading", { name: "All Resources" })).toBeVisible();

    // Case-insensitive, on title or description.
    await search.fill("SALES FRAMEWORK");
    const results = page.getByRole("region", { name: "Search Results" }).getByTestId("resource-card");
    await expect(results.filter({ hasText: "7-Step Sales Framework for MSPs" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Featured Resources" })).toHaveCount(0);
  });

  test("cards show date and type; downloads start, locked ones ask for an upgrade", async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.goto("/resources");
    const list = page.getByRole("region", { name: "All Resources" });
    // A featured resource shows in Featured Resources only, not again in the list below it.
    const featured = page
      .getByRole("region", { name: "Featured Resources" })
      .getByRole("heading", { level: 3 });
    await expect(featured.first()).toBeVisible();
    for (const title of await featured.allTextContents())
      await expect(list.getByRole("heading", { level: 3, name: title, exact: true })).toHaveCount(0);
    // A free demo resource: other specs may add resources of their own, newest first.
    await showEveryResource(list);
    const card = list
      .getByTestId("resource-card")
      .filter({ hasText: "MSP Metrics Glossary" })
      .filter({ has: page.getByRole("button", { name: /^Download / }) });
    await expect(card.first().locator("time")).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{4}$/);

    const downloadEvent = page.waitForEvent("download");
    await card
      .first()
      .getByRole("button", { name: /^Download / })
      .click();
    await expect(toast(page)).toContainText("Download Started");
    const download = await downloadEvent;
    expect(download.suggestedFilename()).not.toBe("");

    const locked = list.getByTestId("resource-card").filter({ has: page.getByTestId("resource-locked") });
    await expect(locked.first()).toContainText("Available on the");
    await expect(locked.first().getByRole("link", { name: /^See plans/ })).toHaveAttribute(
      "href",
      "/pricing",
    );
    await expect(locked.first().getByRole("button", { name: /^Download / })).toHaveCount(0);
  });

  test("recommendations: Similar follows the selected card, feedback stays in this browser", async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.goto("/resources");
    const panel = page.getByRole("region", { name: "Recommended for You" });
    await expect(panel.getByRole("tab", { name: "Trending" })).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByTestId("resource-card")).toHaveCount(3);

    await showEveryResource(page.getByRole("region", { name: "All Resources" }));
    await page
      .getByRole("region", { name: "All Resources" })
      .getByRole("button", { name: "7-Step Sales Framework for MSPs", exact: true })
      .click();
    await expect(panel.getByRole("tab", { name: "Similar" })).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByText("Similar to")).toContainText("7-Step Sales Framework for MSPs");

    await panel.getByRole("tab", { name: "For You" }).click();
    const helpful = panel.getByRole("button", { name: "Helpful" }).first();
    await helpful.click();
    await expect(helpful).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await panel.getByRole("tab", { name: "For You" }).click();
    await expect(panel.getByRole("button", { name: "Helpful" }).first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
  test("a long library shows a screen of cards at a time; search runs over all of it", async ({
    page,
    signUp,
  }) => {
    await signUp();
    await page.goto("/dashboard");
    // A library of 60, made in the browser's answer (read on a move within the app) rather than
    // in the database the other specs share; the cards are copies of a real one.
    const list = /\/trpc\/[^?]*resources\.list/;
    await page.route(list, async (route) => {
      const response = await route.fetch();
      const paths = new URL(route.request().url()).pathname.replace("/trpc/", "").split(",");
      const answers = (await response.json()) as { result: { data: Record<string, unknown>[] } }[];
      const at = paths.indexOf("resources.list");
      const real = answers[at]!.result.data;
      answers[at]!.result.data = Array.from({ length: 60 }, (_, i) => ({
        ...real[i % real.length],
        id: 900_000 + i,
        title: `Library item ${i + 1}`,
        featured: false,
      }));
      await route.fulfill({ response, json: answers });
    });
    const menu = sideMenu(page);
    await menu.getByRole("button", { name: "Resources" }).click();
    await menu.getByRole("link", { name: "All Resources" }).click();
    const region = page.getByRole("region", { name: "All Resources" });
    await expect(region.getByTestId("resource-card")).toHaveCount(24);
    await expect(region.getByText("Showing 24 of 60 resources")).toBeVisible();
    const more = region.getByRole("button", { name: "Show more resources" });
    await more.click();
    await expect(region.getByTestId("resource-card")).toHaveCount(48);
    await expect(more).toBeFocused();
    await more.click();
    await expect(region.getByTestId("resource-card")).toHaveCount(60);
    await expect(more).toHaveCount(0);
    await expect(region.getByText("Showing 60 of 60 resources")).toBeVisible();

    // Item 5 and items 50 to 59: found among all 60, shown at once.
    await page.getByPlaceholder("Search resources...").fill("Library item 5");
    const results = page.getByRole("region", { name: "Search Results" });
    await expect(results.getByTestId("resource-card")).toHaveCount(11);
    await expect(results.getByRole("button", { name: "Show more resources" })).toHaveCount(0);
  });

  test("a list that fails to load says so, and Retry reads it again", async ({ page, signUp }) => {
    await signUp();
    await page.goto("/dashboard");
    // The list is read in the browser on a move within the app; the network drops it.
    const list = /\/trpc\/[^?]*resources\.list/;
    await page.route(list, (route) => route.abort());
    const menu = sideMenu(page);
    await menu.getByRole("button", { name: "Resources" }).click();
    await menu.getByRole("link", { name: "Templates" }).click();
    const failed = page.getByRole("alert").filter({ hasText: "Error Loading Resources" });
    await expect(failed).toContainText("There was an error loading the resources. Please try again later.");
    await page.unroute(list);
    await failed.getByRole("button", { name: "Retry" }).click();
    await expect(failed).toHaveCount(0);
    await expect(page.getByTestId("resource-card").first()).toBeVisible();
  });
});

test.describe("accessibility", () => {
  for (const path of MEMBER_PAGES) {
    test(`${path} has no axe violations`, async ({ page, signUp }) => {
      await signUp();
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Wait for the page's data, so the scan sees content rather than skeletons.
      await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
    });
  }
});

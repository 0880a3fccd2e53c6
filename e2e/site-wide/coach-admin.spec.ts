import { zoneAbbreviation } from "@scalemsp/validators";
import { E2E_ADMIN } from "../../playwright.config";
import { asOwnClient, expect, newUser, registerThroughApi, test, toast } from "../fixtures";
import { ownerWithBooking, signIn } from "../booked-owner";
import { forEachLook } from "../looks";
import { keepScreenshot } from "../screenshots";

/**
 * The coach runs everything from the admin: their dashboard, the calendar, availability, the
 * audit history, the menu, the outbox, the tables and a plan request, on a phone and a desktop,
 * light and dark. Each screen is kept as a screenshot in the test's output.
 */

forEachLook(({ colorScheme, width }) => {
  test("the coach's dashboard lists the sessions booked with them", async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const businessName = `Booked IT ${colorScheme} ${width} ${Date.now().toString(36)}`;
    await ownerWithBooking(page.request, businessName, "Pricing our managed services");
    await signIn(page.request, E2E_ADMIN);
    await page.goto("/dashboard");
    const upcoming = page.getByRole("region", { name: "Upcoming Sessions" });
    // The next three show: the sessions of this run's earlier tests may come first.
    await expect(upcoming.getByRole("listitem").first()).toContainText("One-to-one coaching session");
    await expect(upcoming).toContainText(/Morgan Lee, Booked IT /);
    await expect(upcoming).not.toContainText("No upcoming sessions");
    await expect(upcoming.getByRole("link", { name: "Open the calendar" })).toBeVisible();
    await upcoming.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, `coach-dashboard-${colorScheme}-${width}`);
  });

  test("applying a plan request offers enrolment in the plan's courses, checked, and says so", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const owner = newUser({
      businessName: `Request IT ${colorScheme} ${width} ${Date.now().toString(36)}`,
    });
    await registerThroughApi(page.request, owner);
    const requested = await page.request.post("/api/plans/requests", { data: { plan: "pro" } });
    expect(requested.status(), await requested.text()).toBe(201);
    await signIn(page.request, E2E_ADMIN);
    await page.goto("/admin?tab=leads");
    const row = page.getByRole("row").filter({ hasText: owner.businessName });
    const enrol = row.getByRole("checkbox", {
      name: new RegExp(`Enroll in every course.*${owner.businessName}`),
    });
    await expect(enrol).toBeChecked();
    await row.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, `plan-request-${colorScheme}-${width}`);
    await row.getByRole("button", { name: new RegExp(`to ${owner.businessName}$`) }).click();
    await expect(toast(page)).toContainText(`${owner.businessName} is now on the`);
    await expect(toast(page)).toContainText(
      /enrolled in \d+ more courses? of its plan|already had every course/,
    );
    await expect(row).toContainText("Applied");
  });

  test("availability's time inputs show the whole time", async ({ page, signInAsAdmin }, testInfo) => {
    await signInAsAdmin();
    // A 12-hour clock writes the longest times: "09:00 AM".
    await page.goto("/admin/calendar");
    await page.getByRole("tab", { name: "Availability" }).click();
    const from = page.getByLabel("Monday range 1 from");
    await expect(from).toHaveValue(/\d\d:\d\d/);
    for (const input of [from, page.getByLabel("Monday range 1 to")]) {
      // A time field left to its own width is as wide as its time and icon: the field is no narrower.
      const widths = await input.evaluate((el) => {
        const natural = el.cloneNode() as HTMLInputElement;
        natural.value = (el as HTMLInputElement).value;
        natural.style.cssText =
          "width: auto; min-width: 0; max-width: none; position: absolute; visibility: hidden";
        el.parentElement!.append(natural);
        const needed = natural.getBoundingClientRect().width;
        natural.remove();
        return { needed, shown: el.getBoundingClientRect().width };
      });
      expect(widths.shown, "the time is clipped").toBeGreaterThanOrEqual(widths.needed);
    }
    // Two fields and the remove button stay on one row inside the page.
    const box = await page.getByRole("button", { name: "Remove Monday range 1" }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await from.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, `availability-${colorScheme}-${width}`);
  });

  test("a business's history names the course, not its id", async ({ page, signInAsAdmin }, testInfo) => {
    const owner = newUser({
      businessName: `History IT ${colorScheme} ${width} ${Date.now().toString(36)}`,
    });
    await registerThroughApi(page.request, owner);
    const business = (await (await page.request.get("/api/business")).json()) as { id: number };
    await signInAsAdmin();
    const courses = (await (await page.request.get("/api/admin/modules")).json()) as {
      id: number;
      title: string;
    }[];
    const course = courses[0]!;
    const created = await page.request.post(`/api/admin/businesses/${business.id}/subscriptions`, {
      data: { moduleId: course.id, isActive: true, accessStartDate: new Date().toISOString() },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto(`/admin/businesses/${business.id}`);
    const history = page.getByRole("region", { name: "History" });
    await expect(history).toContainText(`Module: ${course.title}`);
    await expect(history).toContainText(`Subscription added · ${course.title}`);
    await expect(history).not.toContainText(`Module: ${course.id}`);
    await history.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, `history-${colorScheme}-${width}`);
  });

  test("the outbox writes each time with its zone, the coach's", async ({
    page,
    signInAsAdmin,
  }, testInfo) => {
    // A sign-up queues a verification email: the outbox has a row.
    await registerThroughApi(page.request, newUser());
    await signInAsAdmin();
    await page.goto("/admin?tab=leads&list=outbox");
    const queued = page.locator("table tbody tr").first().locator("td").first().locator("time");
    await expect(queued).toBeVisible();
    const { timeZone } = (await (await page.request.get("/api/user")).json()) as {
      timeZone: string | null;
    };
    const at = (await queued.getAttribute("datetime"))!;
    const zone = zoneAbbreviation(at, timeZone ?? "UTC");
    await expect(queued).toHaveText(new RegExp(`\\d{1,2}:\\d\\d (AM|PM) ${zone.replace("+", "\\+")}$`));
    await keepScreenshot(page, testInfo, `outbox-${colorScheme}-${width}`);
  });

  test("email addresses in the admin tables wrap only after the @ or before a dot", async ({
    page,
    signInAsAdmin,
  }, testInfo) => {
    test.setTimeout(60_000);
    const owner = newUser({
      email: `dana.longaddress.${Date.now().toString(36)}@northpeakmanaged.example.com`,
    });
    await registerThroughApi(page.request, owner);
    const lead = await page.request.post("/api/contact", {
      headers: asOwnClient(),
      data: { firstName: "Avery", lastName: "Quinn", email: owner.email, company: "Quinn Managed IT" },
    });
    expect(lead.status(), await lead.text()).toBe(201);
    await signInAsAdmin();
    for (const [tab, name] of [
      ["businesses", "businesses"],
      ["users", "users"],
      ["leads", "consultations"],
      ["leads&list=outbox", "outbox"],
    ] as const) {
      await page.goto(`/admin?tab=${tab}`);
      const addresses = page.locator("table span:has(> wbr)").filter({ hasText: owner.email });
      await expect(addresses.first()).toBeVisible();
      // Each part between the break points stays on one line.
      const brokenParts = await addresses.evaluateAll((spans) =>
        spans.flatMap((span) =>
          [...span.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .filter((node) => {
              const range = document.createRange();
              range.selectNodeContents(node);
              return range.getClientRects().length > 1;
            })
            .map((node) => node.textContent),
        ),
      );
      expect(brokenParts, `${name}: parts broken mid-word`).toEqual([]);
      await addresses.first().scrollIntoViewIfNeeded();
      await keepScreenshot(page, testInfo, `emails-${name}-${colorScheme}-${width}`);
    }
  });

  test("the calendar reads an empty week as one calm state, a week with sessions as a calendar", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await ownerWithBooking(
      page.request,
      `Calendar IT ${colorScheme} ${width} ${Date.now().toString(36)}`,
      "Pricing our managed services",
    );
    await signIn(page.request, E2E_ADMIN);
    await page.goto("/admin/calendar");
    // Far back, before any session: one empty state, no seven empty days.
    for (let i = 0; i < 8; i++) await page.getByRole("button", { name: "Previous week" }).click();
    const empty = page.getByRole("region", { name: "No sessions this week" });
    await expect(empty).toBeVisible();
    await expect(page.getByText("No sessions", { exact: true })).toHaveCount(0);
    await keepScreenshot(page, testInfo, `calendar-empty-${colorScheme}-${width}`);

    // The weeks ahead hold the booking: its day shows it, a day without any is one short line.
    await page.getByRole("button", { name: "This week" }).click();
    const booked = page.getByRole("button", {
      name: /One-to-one coaching session, Morgan Lee, Calendar IT/,
    });
    // The first free time can fall in a later week: look through five, each once it has loaded.
    const weekLoaded = page
      .getByRole("region", { name: /^Mon, / })
      .or(page.getByRole("region", { name: "No sessions this week" }));
    for (let week = 0; week < 5; week++) {
      await expect(weekLoaded).toBeVisible();
      await expect(page.locator(".mantine-Skeleton-root")).toHaveCount(0);
      if ((await booked.count()) > 0) break;
      await page.getByRole("button", { name: "Next week" }).click();
    }
    await expect(booked.first()).toBeVisible();
    await expect(empty).toHaveCount(0);
    const days = page.getByRole("region", { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), / });
    await expect(days).toHaveCount(7);
    // A day without sessions stays as short as its name, on a phone and in a desktop's columns.
    const emptyDays = days.filter({ hasText: "No sessions" });
    expect(await emptyDays.count()).toBeGreaterThan(0);
    const emptyHeights = await emptyDays.evaluateAll((regions) =>
      regions.map((r) => r.getBoundingClientRect().height),
    );
    for (const h of emptyHeights) expect(h).toBeLessThan(width < 1280 ? 40 : 60);
    await keepScreenshot(page, testInfo, `calendar-week-${colorScheme}-${width}`);
  });

  test("the menu marks the admin page shown, Users on the users list and a user's page", async ({
    page,
    signInAsAdmin,
  }) => {
    await signInAsAdmin();
    const menuEntry = async (name: string) => {
      if (width < 1280 && !(await page.getByRole("navigation", { name: "Main menu" }).isVisible()))
        await page.getByRole("button", { name: "Open menu" }).click();
      return page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name, exact: true });
    };
    await page.goto("/admin?tab=users");
    await expect(await menuEntry("Users")).toHaveAttribute("aria-current", "page");
    await expect(await menuEntry("Businesses")).not.toHaveAttribute("aria-current", "page");
    const users = (await (await page.request.get("/api/admin/users")).json()) as
      { items: { id: number }[] } | { id: number }[];
    const first = Array.isArray(users) ? users[0]! : users.items[0]!;
    await page.goto(`/admin/users/${first.id}`);
    await expect(await menuEntry("Users")).toHaveAttribute("aria-current", "page");
    await expect(await menuEntry("Businesses")).not.toHaveAttribute("aria-current", "page");
    await page.goto("/admin?tab=settings");
    await expect(await menuEntry("Settings")).toHaveAttribute("aria-current", "page");
    await expect(await menuEntry("Users")).not.toHaveAttribute("aria-current", "page");
  });
});

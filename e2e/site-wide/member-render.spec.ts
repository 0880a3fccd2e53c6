import { bootData } from "../boot-data";
import { expect, test } from "../fixtures";

test.describe("a member page rendered over its skeleton", () => {
  for (const path of ["/dashboard", "/courses"]) {
    test(`${path}: each tab controls the panel that names it`, async ({ page, signUp }) => {
      await signUp();
      await page.goto(path);
      const links = () =>
        page.getByRole("tab").evaluateAll((tabs) =>
          tabs.map((tab) => {
            const controlled = tab.getAttribute("aria-controls");
            const panel = controlled ? document.getElementById(controlled) : null;
            return { tab: tab.id, panelNamesTab: panel?.getAttribute("aria-labelledby") === tab.id };
          }),
        );
      // Tabs name their panels once the panels have mounted (Mantine's ids, made in the browser);
      // before the page is drawn there are no tabs at all, which must not pass for none unnamed.
      await expect
        .poll(async () => {
          const found = await links();
          return { tabs: found.length > 1, unnamed: found.filter((link) => !link.panelNamesTab) };
        })
        .toEqual({ tabs: true, unnamed: [] });
    });
  }

  test("preloads every module its boot script names, a few in each task", async ({ page, signUp }) => {
    await signUp();
    const named = (await bootData(page.request, "/dashboard")).modules;
    // More modules than fit in one task, every one preloaded.
    expect(named.length).toBeGreaterThan(20);

    await page.goto("/dashboard");
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    // The app's loader preloads more for what the page may open next, never one twice.
    expect(preloaded).toEqual(expect.arrayContaining(named));
    expect(new Set(preloaded).size).toBe(preloaded.length);
  });
});

test("on /courses the first cover, a phone's largest picture, loads at once (cards above it may have none); the rest lazily", async ({
  page,
  signUp,
  signInAsAdmin,
}) => {
  await signInAsAdmin();
  const created = await page.request.post("/api/admin/modules", {
    data: {
      title: "Course Without a Cover",
      description: "Listed first, with no cover image.",
      requiredPlanLevel: "free",
      sortOrder: 0,
      isActive: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await page.request.post("/api/logout");
    await signUp();
    await page.goto("/courses");
    const cards = page.getByTestId("course-card");
    // The created course, or another without a cover, comes before the covered ones.
    await expect(cards.filter({ hasText: "Course Without a Cover" })).toHaveCount(1);
    await expect(cards.first().locator("img")).toHaveCount(0);
    const covers = cards.locator("img");
    expect(await covers.count()).toBeGreaterThan(1);
    await expect(covers.first()).toHaveAttribute("loading", "eager");
    await expect(covers.first()).toHaveAttribute("fetchpriority", "high");
    const rest = await covers.evaluateAll((images) =>
      images.slice(1).map((image) => image.getAttribute("loading")),
    );
    expect(new Set(rest)).toEqual(new Set(["lazy"]));
  } finally {
    await signInAsAdmin();
    await page.request.patch(`/api/admin/modules/${id}`, { data: { isActive: false } });
  }
});

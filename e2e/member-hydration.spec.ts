import { expect, test } from "./fixtures";

/** The `id`s of a page's tabs, in order, as markup from the server or as the live page holds them. */
const TAB_IDS = /<button[^>]*\brole="tab"[^>]*>/g;
const idOf = (tag: string) => /\bid="([^"]+)"/.exec(tag)?.[1] ?? "";

test.describe("a member page hydrated from the server's HTML", () => {
  test("keeps the ids the server rendered, so hydrating re-renders nothing", async ({ page, signUp }) => {
    await signUp();
    const served = await page.request.get("/dashboard");
    const fromServer = [...(await served.text()).matchAll(TAB_IDS)].map((match) => idOf(match[0]));
    expect(fromServer.length).toBeGreaterThan(1);
    expect(fromServer.every(Boolean)).toBe(true);

    await page.goto("/dashboard");
    const hydrated = await page.getByRole("tab").evaluateAll((tabs) => tabs.map((tab) => tab.id));
    expect(hydrated).toEqual(fromServer);
    // The panel still names its tab by the id it was rendered with.
    const selected = page.getByRole("tab", { selected: true });
    const panel = page.getByRole("tabpanel");
    await expect(panel).toHaveAttribute("aria-labelledby", (await selected.getAttribute("id")) ?? "");
  });
});

import type { Locator } from "@playwright/test";

/**
 * Opens every card of the resource list (or of a region of it). The demo's resources are among
 * the oldest (the list is newest first): with the resources other specs add, they may be past the
 * first screen of cards.
 */
export async function showEveryResource(list: Locator) {
  const more = list.getByRole("button", { name: "Show more resources" });
  while (await more.isVisible()) await more.click();
}

import type { SearchSchemaInput } from "@tanstack/react-router";

export const DASHBOARD_TABS = ["overview", "learning", "sessions", "team", "settings"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/**
 * Contract §11: the Team tab is the owner's (a member's business is run by its owner; an admin
 * has no team of their own and sees each business's people in the admin); the owner is the user
 * marked `isOwner` (contract §14). The server refuses
 * the calls anyway; this decides what to show.
 */
export const dashboardTabsFor = (user: { isOwner: boolean }): readonly DashboardTab[] =>
  user.isOwner ? DASHBOARD_TABS : DASHBOARD_TABS.filter((tab) => tab !== "team");

export interface DashboardSearch {
  tab: DashboardTab;
  /** Back from Stripe's Checkout (contract §16): the plan switches in a moment. */
  billing?: "success";
}

const isDashboardTab = (value: unknown): value is DashboardTab => DASHBOARD_TABS.some((tab) => tab === value);

/**
 * `/dashboard?tab=…`; a missing or unknown value opens Overview; `&billing=success` is the return
 * from checkout. A plain check rather than zod, because route search validators ship with every page.
 */
export function validateDashboardSearch(
  search: Partial<DashboardSearch> & SearchSchemaInput,
): DashboardSearch {
  const tab = isDashboardTab(search.tab) ? search.tab : "overview";
  return search.billing === "success" ? { tab, billing: "success" } : { tab };
}

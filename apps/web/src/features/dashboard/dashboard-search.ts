import type { SearchSchemaInput } from "@tanstack/react-router";

export const DASHBOARD_TABS = ["overview", "learning", "sessions", "team", "settings"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export interface DashboardSearch {
  tab: DashboardTab;
}

const isDashboardTab = (value: unknown): value is DashboardTab => DASHBOARD_TABS.some((tab) => tab === value);

/**
 * `/dashboard?tab=…`; a missing or unknown value opens Overview. A plain check rather than
 * zod, because route search validators ship with every page.
 */
export function validateDashboardSearch(
  search: Partial<DashboardSearch> & SearchSchemaInput,
): DashboardSearch {
  return { tab: isDashboardTab(search.tab) ? search.tab : "overview" };
}

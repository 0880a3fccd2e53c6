/**
 * The calendar page's tabs, apart from the page itself: the route's search check runs before
 * any page code loads, so whatever it imports is in every page's first download.
 */
export const COACHING_TABS = ["calendar", "availability", "profile", "allowances"] as const;
export type CoachingTab = (typeof COACHING_TABS)[number];

const isTab = (value: unknown): value is CoachingTab => COACHING_TABS.some((tab) => tab === value);

/** `?tab=` when it names a tab other than the first. */
export const validateCoachingSearch = (search: Record<string, unknown>): { tab?: CoachingTab } =>
  isTab(search.tab) && search.tab !== "calendar" ? { tab: search.tab } : {};

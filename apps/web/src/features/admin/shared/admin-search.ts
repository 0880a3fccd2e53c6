import type { SearchSchemaInput } from "@tanstack/react-router";

export const ADMIN_TABS = [
  "businesses",
  "users",
  "modules",
  "leads",
  "scorecards",
  "resources",
  "plans",
  "security",
  "settings",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const DEFAULT_ADMIN_TAB: AdminTab = "businesses";

export const isAdminTab = (value: unknown): value is AdminTab => ADMIN_TABS.some((tab) => tab === value);

/** The Leads tab's lists that a link may open (`?tab=leads&list=guides`). */
export const LEAD_LISTS = ["consultations", "newsletter", "guides", "issues", "outbox", "templates"] as const;
export type LeadList = (typeof LEAD_LISTS)[number];
export const DEFAULT_LEAD_LIST: LeadList = "consultations";
export const isLeadList = (value: unknown): value is LeadList => LEAD_LISTS.some((list) => list === value);

export interface AdminSearch {
  /** Absent means the first tab, so a plain /admin stays a plain URL. */
  tab?: AdminTab;
  /** The one search box's text, shared by the businesses and users tables. */
  q?: string;
  /** The page of the open table, from 1. */
  page?: number;
  /** The Leads tab's open list; absent means its first. */
  list?: LeadList;
}

const pageOf = (value: unknown): number | undefined => {
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 1 ? n : undefined;
};

/**
 * `/admin?tab=users&q=lee&page=2`. Unknown values fall back to the first tab, no search
 * and page 1, so a hand-edited URL still opens the page. A plain check, not zod: search
 * validators ship with every page.
 */
export function validateAdminSearch(search: AdminSearch & SearchSchemaInput): AdminSearch {
  const q = typeof search.q === "string" && search.q.trim() !== "" ? search.q.slice(0, 200) : undefined;
  return {
    tab: isAdminTab(search.tab) ? search.tab : undefined,
    q,
    page: pageOf(search.page),
    // The first list is the default, so its address stays `?tab=leads`.
    list: isLeadList(search.list) && search.list !== DEFAULT_LEAD_LIST ? search.list : undefined,
  };
}

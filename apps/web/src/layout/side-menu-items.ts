import type { ResourceType, UserRole } from "@scalemsp/validators";

/** Spec §2: the Resources group, in the menu's order (it differs from the filter buttons' order). */
export const RESOURCE_MENU_ITEMS: readonly { label: string; type?: ResourceType }[] = [
  { label: "All Resources" },
  { label: "Marketing", type: "marketing" },
  { label: "Documents", type: "document" },
  { label: "Templates", type: "template" },
  { label: "Images", type: "image" },
  { label: "Videos", type: "video" },
  { label: "Other", type: "other" },
];

export type ManagementLink =
  | { label: string; area: "admin"; tab: "businesses" | "users" | "settings" }
  | { label: string; area: "dashboard"; tab: "team" | "settings" }
  /** Contract §10: the coach's calendar, availability and allowances. */
  | { label: string; area: "coaching" }
  /** Contract §15: the coach's board of every client's week. */
  | { label: string; area: "accountability" };

export interface ManagementSection {
  heading: string;
  links: readonly ManagementLink[];
}

const ADMIN_SECTION: ManagementSection = {
  heading: "Administration",
  links: [
    { label: "Businesses", area: "admin", tab: "businesses" },
    { label: "Users", area: "admin", tab: "users" },
    { label: "Calendar", area: "coaching" },
    { label: "Accountability", area: "accountability" },
    { label: "Settings", area: "admin", tab: "settings" },
  ],
};

const OWNER_SECTION: ManagementSection = {
  heading: "Business Management",
  links: [
    { label: "Team", area: "dashboard", tab: "team" },
    { label: "Settings", area: "dashboard", tab: "settings" },
  ],
};

/** Contract §11: a team member manages their own account only. */
const MEMBER_SECTION: ManagementSection = {
  heading: "Your Account",
  links: [{ label: "Settings", area: "dashboard", tab: "settings" }],
};

/**
 * Spec §2: admins manage the platform, owners their business (the user marked `isOwner`, contract
 * §14); contract §11: members their account.
 */
export function managementSection(user: { role: UserRole; isOwner: boolean }): ManagementSection {
  if (user.role === "admin") return ADMIN_SECTION;
  if (user.isOwner) return OWNER_SECTION;
  return MEMBER_SECTION;
}

/** The admin area's links carry a plain href, so the menu does not depend on how that area is routed. */
export const adminHref = (tab: string) => `/admin?tab=${encodeURIComponent(tab)}`;

/** The coach's area has a page of its own. */
export const COACHING_HREF = "/admin/calendar";

/** Contract §15: the coach's board has a page of its own too. */
export const ACCOUNTABILITY_HREF = "/admin/accountability";

/** Spec §2: the role "with underscores replaced by spaces" (business_owner → "business owner"). */
export const roleLabel = (role: string) => role.replaceAll("_", " ");

export const emailInitial = (email: string) => (email.trim().charAt(0) || "?").toUpperCase();

/** The Resources group opens by itself on these paths. */
export const isResourcesPath = (pathname: string) => /^\/resources(\/|$)/.test(pathname);

/**
 * The admin tab the menu marks on a path: a business's or user's own page belongs to its list's
 * entry; `/admin` to its `?tab=` (none is its first tab, Businesses); the coach's calendar and
 * the other pages to none of them.
 */
export function adminMenuTab(pathname: string, tab: unknown): string | null {
  const path = pathname.replace(/\/+$/, "");
  if (/^\/admin\/users(\/|$)/.test(path)) return "users";
  if (/^\/admin\/businesses(\/|$)/.test(path)) return "businesses";
  if (path === "/admin") return typeof tab === "string" ? tab : "businesses";
  return null;
}

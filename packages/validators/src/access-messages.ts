/**
 * The admin area's refusal (spec §2/§6), part of MESSAGES. A module of its own because the admin
 * routes' guard shows it, and that guard is in the code every page runs: a text it takes from
 * messages.ts would bring that whole module onto every page.
 */
export const ADMIN_REFUSAL = {
  adminOnly: "You do not have permission to access the admin area.",
  accessDenied: "Access Denied",
} as const;

/**
 * Titles that a route's `head` names. A route's head ships in every page's first script, and
 * with it the whole module it reads from: these stand apart from their pages' text families,
 * which name them.
 */
export const STRATEGY_HOLD_PAGE_TITLE = "Confirm your free strategy session";
export const EMAIL_VERIFICATION_PAGE_TITLE = "Confirm your email address";

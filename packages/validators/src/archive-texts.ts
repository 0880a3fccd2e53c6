// Apart from the campaign schemas in newsletter-issues.ts: the public archive pages use only
// these texts, and the schemas beside them would load zod with the page.

/** Contract §9's public archive of sent issues: `/newsletter` and each issue's page. */
export const ARCHIVE_TEXTS = {
  pageTitle: "Newsletter",
  pageText: "Every issue of the weekly growth newsletter for MSP owners.",
  empty: "No issues yet. Subscribe below to get the first one.",
  listLabel: "Sent issues",
  allIssues: "All issues",
  loadFailed: "The newsletter could not be loaded. Please try again.",
  retry: "Try again",
} as const;

/** The archive's page of one issue, by the issue's address part. */
export const newsletterIssuePath = (slug: string) => `/newsletter/${encodeURIComponent(slug)}`;

/** Contract §13's legal pages (/privacy, /terms) while their text cannot be read. */
export const LEGAL_PAGE_TEXTS = {
  loadFailed: "This page could not be loaded. Please try again.",
  retry: "Try again",
} as const;

// Apart from the settings' schemas in site-settings.ts: the public /guides page and its gate use
// only these texts, and the schemas beside them would load zod with the page.

/** The legal pages the admin edits (decision 044), with their addresses. */
export const LEGAL_PAGES = {
  privacy: { path: "/privacy", title: "Privacy Policy" },
  terms: { path: "/terms", title: "Terms of Service" },
} as const;
export type LegalPage = keyof typeof LEGAL_PAGES;

/** The public /guides page and its e-mail gate (contract §13 'public guides'). */
export const GUIDE_TEXTS = {
  pageTitle: "Free Guides for MSP Owners",
  pageText: "Practical tools our coaches use with clients, free to download.",
  loadFailed: "The guides could not be loaded. Please try again.",
  empty: "New guides are on their way. Subscribe to the newsletter to hear when they are out.",
  download: "Download",
  membersTitle: "What members get",
  membersText:
    "Members open the whole library of templates, calculators and playbooks, the courses of their plan and one-to-one coaching sessions.",
  membersCta: "See plans and pricing",
  registerCta: "Create a free account",
  gateTitle: "Get the guide",
  gateText: "Tell us where to send news of guides like this one, and the download starts at once.",
  consentLabel: "Yes, send me the weekly newsletter. I can unsubscribe at any time.",
  consentNote: "Your email joins our contacts so we know who found the guide useful.",
  gateSubmit: "Download the guide",
  downloadStarted: "Your download has started.",
} as const;

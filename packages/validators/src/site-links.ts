// No schema here: every page's first script reads these (the site inputs), and a zod schema made
// in this module would ship zod with it (the schemas are in site-settings.ts).

/**
 * Contract §13 'footer and social links': where the footer's Podcast, Webinars and social
 * links point. Each is unset until the admin names it, and the footer hides it while unset.
 */
export const SITE_LINK_FIELDS = [
  "podcastUrl",
  "webinarsUrl",
  "linkedinUrl",
  "xUrl",
  "youtubeUrl",
  "facebookUrl",
] as const;
export type SiteLinkField = (typeof SITE_LINK_FIELDS)[number];
export type SiteLinks = Record<SiteLinkField, string | null>;

export const SITE_LINKS_EMPTY: SiteLinks = {
  podcastUrl: null,
  webinarsUrl: null,
  linkedinUrl: null,
  xUrl: null,
  youtubeUrl: null,
  facebookUrl: null,
};

/** The admin's labels of the links, and the footer's names for them. */
export const SITE_LINK_LABELS: Record<SiteLinkField, string> = {
  podcastUrl: "Podcast",
  webinarsUrl: "Webinars",
  linkedinUrl: "LinkedIn",
  xUrl: "X",
  youtubeUrl: "YouTube",
  facebookUrl: "Facebook",
};

/** What the public pages show from the site settings: the footer's links and whether free guides ask for an e-mail. */
export interface SiteSettings {
  links: SiteLinks;
  guidesEmailGate: boolean;
}
export const SITE_SETTINGS_DEFAULT: SiteSettings = { links: SITE_LINKS_EMPTY, guidesEmailGate: false };

export const SOCIAL_LINK_FIELDS = ["linkedinUrl", "xUrl", "youtubeUrl", "facebookUrl"] as const;

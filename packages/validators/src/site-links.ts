// No schema here: the footer reads these, and a zod schema made in this module would ship zod
// with it (the schemas are in site-settings.ts).
import type { SiteLinkField } from "./site-inputs";

/** The admin's labels of the links, and the footer's names for them. */
export const SITE_LINK_LABELS: Record<SiteLinkField, string> = {
  podcastUrl: "Podcast",
  webinarsUrl: "Webinars",
  linkedinUrl: "LinkedIn",
  xUrl: "X",
  youtubeUrl: "YouTube",
  facebookUrl: "Facebook",
};

export const SOCIAL_LINK_FIELDS = ["linkedinUrl", "xUrl", "youtubeUrl", "facebookUrl"] as const;

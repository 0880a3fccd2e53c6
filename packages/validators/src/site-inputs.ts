// The app's first script imports this module, and with it whatever this module imports, whole:
// so it holds the shapes of the inputs and their empty values itself, and imports only the brand.
import { BRAND_DEFAULTS, type BrandConfig } from "./brand";

/** The coach's brand art, set in the admin's Settings; every field may be empty. */
export interface BrandImages {
  logo: string | null;
  hero: string | null;
  portrait: string | null;
  /** One per testimonial on the home page, in order; null shows the person's initials. */
  testimonialPhotos: (string | null)[];
  clientLogos: { src: string; name: string }[];
}

export const BRAND_IMAGES_EMPTY: BrandImages = {
  logo: null,
  hero: null,
  portrait: null,
  testimonialPhotos: [],
  clientLogos: [],
};

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

/** What the public pages show from the site settings: the footer's links and whether free guides ask for an e-mail. */
export interface SiteSettings {
  links: SiteLinks;
  guidesEmailGate: boolean;
}
export const SITE_SETTINGS_DEFAULT: SiteSettings = { links: SITE_LINKS_EMPTY, guidesEmailGate: false };

/**
 * What every page is rendered from besides its route and its first reads: the brand, the brand
 * images, the site settings and the canonical origin (contract §14). The server renders a page
 * with them and sends them beside it; the app starts from the same values, so its first render
 * matches the HTML (decision 072).
 */
export interface SiteInputs {
  brand: BrandConfig;
  images: BrandImages;
  site: SiteSettings;
  /** The canonical origin the page's links name (`https://coach.example`), no trailing slash. */
  origin: string;
}

/** The inputs of a page rendered with nothing configured (the build's own check, a dev server). */
export const SITE_INPUTS_DEFAULT: SiteInputs = {
  brand: BRAND_DEFAULTS,
  images: BRAND_IMAGES_EMPTY,
  site: SITE_SETTINGS_DEFAULT,
  origin: "http://localhost",
};

/** The id of the data block carrying a page's site inputs, read by the app once at start. */
export const SITE_INPUTS_ELEMENT_ID = "site-inputs";

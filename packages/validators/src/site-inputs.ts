// Modules without a zod schema only: the app's first script imports this one.
import { BRAND_DEFAULTS, type BrandConfig } from "./brand";
import { BRAND_IMAGES_EMPTY, type BrandImages } from "./brand-images";
import { SITE_SETTINGS_DEFAULT, type SiteSettings } from "./site-links";

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

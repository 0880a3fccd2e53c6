import {
  SITE_LINK_FIELDS,
  SITE_SETTINGS_DEFAULT,
  SITE_SETTINGS_META_NAME,
  type SiteLinks,
  type SiteSettings,
} from "@scalemsp/validators";

const url = (value: unknown) => (typeof value === "string" && /^https?:\/\//i.test(value) ? value : null);

/** The meta's JSON as SiteSettings, field by field (no schema library in every page's code). */
function siteSettingsOf(value: {
  links?: Partial<Record<keyof SiteLinks, unknown>>;
  guidesEmailGate?: unknown;
}) {
  const links = { ...SITE_SETTINGS_DEFAULT.links };
  for (const field of SITE_LINK_FIELDS) links[field] = url(value.links?.[field]);
  return { links, guidesEmailGate: value.guidesEmailGate === true };
}

/**
 * The site settings the server put in the page (the footer's links, the guides' e-mail gate),
 * else none. On a pre-rendered page the server wrote them into the static islands' HTML
 * itself; the app reads them for what it renders after a navigation.
 */
function readSiteSettings(): SiteSettings {
  if (typeof document === "undefined") return SITE_SETTINGS_DEFAULT;
  const content = document.querySelector(`meta[name="${SITE_SETTINGS_META_NAME}"]`)?.getAttribute("content");
  if (!content) return SITE_SETTINGS_DEFAULT;
  try {
    return siteSettingsOf(JSON.parse(content) as Parameters<typeof siteSettingsOf>[0]);
  } catch {
    return SITE_SETTINGS_DEFAULT;
  }
}

export const SITE_SETTINGS: SiteSettings = readSiteSettings();

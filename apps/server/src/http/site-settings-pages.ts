import {
  SITE_LINK_FIELDS,
  SITE_SETTINGS_META_NAME,
  escapeMarkup,
  type SiteSettings,
} from "@scalemsp/validators";

const isDefault = (site: SiteSettings) =>
  !site.guidesEmailGate && SITE_LINK_FIELDS.every((field) => site.links[field] === null);

/**
 * The build renders the public pages with no footer links beyond its own and the free guides
 * ungated. The server hands the admin's site settings to the app in a `<meta>`, which the
 * footer and the guides' download buttons read once the page's code runs (decision 044).
 */
export function withSiteSettings(html: string, site: SiteSettings): string {
  if (isDefault(site)) return html;
  const meta = `<meta name="${SITE_SETTINGS_META_NAME}" content="${escapeMarkup(JSON.stringify(site))}">`;
  return html.replace("</head>", () => `${meta}</head>`);
}

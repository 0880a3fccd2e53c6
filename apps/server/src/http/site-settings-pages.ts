import {
  GUIDE_DOWNLOAD_ATTRIBUTE,
  SITE_LINK_ATTRIBUTE,
  SITE_LINK_FIELDS,
  SITE_SETTINGS_META_NAME,
  SOCIAL_LINK_FIELDS,
  SOCIAL_LIST_ATTRIBUTE,
  escapeMarkup,
  siteLinkPlaceholder,
  type SiteLinkField,
  type SiteSettings,
} from "@scalemsp/validators";

const isDefault = (site: SiteSettings) =>
  !site.guidesEmailGate && SITE_LINK_FIELDS.every((field) => site.links[field] === null);

/** A footer link's item as the build rendered it: hidden, at its placeholder address. */
const LINK_ITEM = new RegExp(`<li ${SITE_LINK_ATTRIBUTE}="(\\w+)" hidden="">([\\s\\S]*?)</li>`, "g");
const SOCIAL_LIST = new RegExp(`<ul\\b[^>]*${SOCIAL_LIST_ATTRIBUTE}=""[^>]*>`);
const GUIDE_LINK = new RegExp(`<a\\b[^>]*${GUIDE_DOWNLOAD_ATTRIBUTE}=""[^>]*>`, "g");

const isLinkField = (value: string): value is SiteLinkField =>
  (SITE_LINK_FIELDS as readonly string[]).includes(value);

/**
 * The footer and the home page's resources are static islands: the HTML the server sends is
 * what the visitor gets. So the server shows each footer link the admin named at its address
 * and removes the others; while the e-mail gate is on, the home page's free downloads lead to
 * /guides, which asks for the address. A `<meta>` hands the same settings to the app for the
 * pages it renders after a navigation (decision 044).
 */
export function withSiteSettings(html: string, site: SiteSettings): string {
  let result = html.replace(LINK_ITEM, (_item, field: string, inner: string) => {
    const url = isLinkField(field) ? site.links[field] : null;
    if (!url || !isLinkField(field)) return "";
    const link = inner.replaceAll(siteLinkPlaceholder(field), () => escapeMarkup(url));
    return `<li ${SITE_LINK_ATTRIBUTE}="${field}">${link}</li>`;
  });
  if (SOCIAL_LINK_FIELDS.some((field) => site.links[field])) {
    result = result.replace(SOCIAL_LIST, (tag) => tag.replace(' hidden=""', ""));
  }
  if (site.guidesEmailGate) {
    result = result.replace(GUIDE_LINK, (tag) =>
      tag.replace(/ href="[^"]*"/, ' href="/guides"').replace(' download=""', ""),
    );
  }
  if (isDefault(site)) return result;
  const meta = `<meta name="${SITE_SETTINGS_META_NAME}" content="${escapeMarkup(JSON.stringify(site))}">`;
  return result.replace("</head>", () => `${meta}</head>`);
}

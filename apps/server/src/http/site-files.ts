import { escapeMarkup, type PublicPage } from "@scalemsp/validators";

/** robots.txt: everything open, and where the sitemap is, at the canonical origin. */
export const robotsText = (origin: string) => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;

/**
 * sitemap.xml: the public pages open to search engines and the pages the server writes from
 * the database (the newsletter's issues, the legal pages), at the canonical origin.
 */
export function sitemapXml(origin: string, pages: readonly PublicPage[], extraPaths: readonly string[]) {
  const paths = [...pages.filter((page) => page.indexed).map((page) => page.path), ...extraPaths];
  const urls = paths.map((pagePath) => `  <url><loc>${escapeMarkup(`${origin}${pagePath}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * Every page the web app serves. The server answers these with 200 and anything
 * else outside /api and /trpc with the app's not-found page and a 404.
 */
export const WEB_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/(services|about|testimonials|contact|pricing|guides|auth|unsubscribe|forgot-password|reset-password|booking|setup)\/?$/,
  /^\/(dashboard|courses|sessions|resources|admin)\/?$/,
  /^\/admin\/businesses\/[^/]+(\/users)?\/?$/,
  /^\/admin\/users\/[^/]+\/?$/,
];

export const isWebRoute = (pathname: string) => WEB_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname));

/**
 * The pre-rendered pages, robots.txt and sitemap.xml name the site's origin (canonical URLs)
 * with this token; the server puts in its own origin when it sends them.
 */
export const SITE_ORIGIN_TOKEN = "__SITE_ORIGIN__";

/**
 * Pre-rendered pages that show the coach's data, with the reads (tRPC paths) they show: the
 * server renders them again with the current answers (pages from memory) and sends those
 * answers with the page as its first reads (`FIRST_READS_ELEMENT_ID`), for the app's first
 * render to match.
 */
export const PAGES_WITH_DATA = {
  "/pricing": ["plans.list"],
  "/guides": ["guides.list"],
} as const satisfies Record<string, readonly string[]>;
export type PageDataKey = (typeof PAGES_WITH_DATA)[keyof typeof PAGES_WITH_DATA][number];

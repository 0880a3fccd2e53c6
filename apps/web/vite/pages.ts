import PUBLIC_PAGES from "./public-pages.json" with { type: "json" };

/** A public page the build renders to static HTML. */
export interface PrerenderedPage {
  /** The URL rendered. */
  path: string;
  /** Where the HTML goes, under dist. */
  file: string;
  /** The module whose code the page needs at once, its route file as a rule (preloaded, CSS linked in the head). */
  routeFile: string;
  /** Listed in sitemap.xml and open to search engines. */
  indexed: boolean;
}

/**
 * The public pages for search engines, each rendered from its route file: one list, which the
 * web benchmark (scripts/bench-web.mjs) and the accessibility test (e2e/a11y-public.spec.ts) read too.
 */
const indexedPage = (pagePath: string): PrerenderedPage => {
  const name = pagePath.slice(1);
  return {
    path: pagePath,
    file: name === "" ? "index.html" : `${name}/index.html`,
    routeFile: `src/routes/${name === "" ? "index" : name}.tsx`,
    indexed: true,
  };
};

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  ...PUBLIC_PAGES.map(indexedPage),
  // A personal link from an e-mail: fast to open, but nothing for a search engine.
  {
    path: "/unsubscribe",
    file: "unsubscribe/index.html",
    routeFile: "src/routes/unsubscribe.tsx",
    indexed: false,
  },
  // Any unknown path: the server sends this page with status 404 (the root route's not-found part).
  {
    path: "/404",
    file: "404/index.html",
    routeFile: "src/features/marketing/components/public-not-found.tsx",
    indexed: false,
  },
];

/** The empty page the browser app starts from on every path that is not pre-rendered (/auth, /dashboard, ...). */
export const APP_SHELL_FILE = "app-shell.html";

import type { PageRoute } from "@scalemsp/validators";
import PUBLIC_PAGES from "./public-pages.json" with { type: "json" };

/** A public page the server renders, whose frame the build writes (and which it renders as a check). */
export interface PrerenderedPage {
  /** The URL rendered. */
  path: string;
  /** Its frame's name under dist/page-frames. */
  name: string;
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
    name: name === "" ? "index" : name,
    routeFile: `src/routes/${name === "" ? "index" : name}.tsx`,
    indexed: true,
  };
};

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  ...PUBLIC_PAGES.map(indexedPage),
  // A personal link from an e-mail: fast to open, but nothing for a search engine.
  {
    path: "/unsubscribe",
    name: "unsubscribe",
    routeFile: "src/routes/unsubscribe.tsx",
    indexed: false,
  },
  {
    path: "/subscribe",
    name: "subscribe",
    routeFile: "src/routes/subscribe.tsx",
    indexed: false,
  },
  // Any unknown path: the server sends this page with status 404 (the root route's not-found part).
  {
    path: "/404",
    name: "404",
    routeFile: "src/features/marketing/components/public-not-found.tsx",
    indexed: false,
  },
];

/** Where the build writes each public page's frame (`page-frames/<name>.html`). */
export const PAGE_FRAME_DIR = "page-frames";

/** The empty page the browser app starts from on every path that is not rendered on the server (/auth, /dashboard, ...). */
export const APP_SHELL_FILE = "app-shell.html";

/**
 * A signed-in page whose shell the build writes apart (`app-shells/<path>.html`): the app shell
 * plus, in its head, the page's route code preloaded and its stylesheets, so they load beside
 * the first script instead of after it. The server sends it for the path, with the viewer's
 * first reads (apps/server/src/http/member-reads.ts).
 */
export interface MemberShell {
  path: string;
  /** The route modules the page renders, outermost first (their chunks and static imports are preloaded). */
  routeFiles: readonly string[];
}

/** The file a route id comes from under src/routes (`/_app/admin/` is `_app/admin/index.tsx`). */
const routeFileOf = (routeId: string) =>
  `src/routes${routeId.endsWith("/") ? `${routeId}index` : routeId}.tsx`;

/**
 * The pages with a shell of their own: every page of the route manifest that declares first
 * reads (`staticData.firstReads`) and is not pre-rendered, that is the signed-in pages the
 * server sends with the viewer's reads. A page with path parameters reads by them, for every
 * visitor, into the app shell (decision 073).
 */
export function memberShells(routes: readonly PageRoute[]): MemberShell[] {
  const prerendered = new Set(PRERENDERED_PAGES.map((page) => page.path));
  return routes
    .filter(
      (route) => route.firstReads.length > 0 && !prerendered.has(route.path) && !route.path.includes("$"),
    )
    .map((route) => ({ path: route.path, routeFiles: route.routeIds.map(routeFileOf) }));
}

/** Where a member page's shell goes, under dist (the server looks there by path). */
export const MEMBER_SHELL_DIR = "app-shells";

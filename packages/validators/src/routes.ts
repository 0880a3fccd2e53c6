/**
 * The file of the web build listing the app's pages (`routes.json`): the web build writes it
 * from the router's route tree, the server answers those paths with 200 and anything else
 * outside /api and /trpc with the app's not-found page and a 404.
 */
export const PAGE_ROUTES_FILE = "routes.json";

/**
 * The file of the web build listing the public pages the server renders (`public-pages.json`),
 * each with the frame its rendered head and `#root` go into (decision 072).
 */
export const PUBLIC_PAGES_FILE = "public-pages.json";

/** One public page the server renders, as the build lists it. */
export interface PublicPage {
  /** The URL rendered (`/404`: the not-found page, sent for any path that is no page). */
  path: string;
  /** The page's frame under the build: the app's shell with the page's stylesheets and modules in its head. */
  frame: string;
  /** Listed in sitemap.xml and open to search engines. */
  indexed: boolean;
}

/** One page of the app, as the build lists it. */
export interface PageRoute {
  /** The route's full path, dynamic segments as the router writes them (`/admin/users/$userId`). */
  path: string;
  /** The route's id and its parents', outermost first, root left out (`/_app`, `/_app/dashboard`). */
  routeIds: readonly string[];
  /**
   * The reads (tRPC paths) the page shows on its first screen, declared on the route
   * (`staticData.firstReads`): the server sends their answers with the page. A page with path
   * parameters gives them to each read as its input (`/newsletter/$slug`: `{ slug }`).
   */
  firstReads: readonly string[];
}

const DYNAMIC_SEGMENT = /^\$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A route path as a pattern: each `$param` (and a splat `$`) one segment or more, a trailing slash allowed. */
function routePattern(routePath: string): RegExp {
  const segments = routePath.split("/").filter(Boolean);
  const parts = segments.map((segment) =>
    segment === "$" ? ".+" : DYNAMIC_SEGMENT.test(segment) ? "[^/]+" : escapeRegExp(segment),
  );
  return new RegExp(`^/${parts.join("/")}/?$`);
}

/**
 * The route a request path is a page of, if any. Static paths are one map lookup; the few
 * dynamic routes are tried in turn.
 */
export function pageRouteMatcher(routes: readonly PageRoute[]) {
  const byPath = new Map<string, PageRoute>();
  const dynamic: { pattern: RegExp; route: PageRoute }[] = [];
  for (const route of routes) {
    if (route.path.includes("$")) dynamic.push({ pattern: routePattern(route.path), route });
    else byPath.set(route.path.replace(/\/+$/, "") || "/", route);
  }
  return (pathname: string): PageRoute | undefined =>
    byPath.get(pathname.replace(/\/+$/, "") || "/") ??
    dynamic.find(({ pattern }) => pattern.test(pathname))?.route;
}

/**
 * The values of a route's path parameters in a request path that matches it, by name
 * (`/newsletter/$slug` and `/newsletter/week-12`: `{ slug: "week-12" }`); a splat is `_splat`.
 */
export function routeParams(routePath: string, pathname: string): Record<string, string> {
  const names = routePath.split("/").filter(Boolean);
  const values = pathname.split("/").filter(Boolean);
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    if (name === "$") params._splat = values.slice(index).map(decodeSegment).join("/");
    else if (DYNAMIC_SEGMENT.test(name)) params[name.slice(1)] = decodeSegment(values[index] ?? "");
  });
  return params;
}

/** A path segment as the router reads it; one that is not valid percent-encoding stays as sent. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

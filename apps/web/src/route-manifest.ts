import type { PageRoute } from "@scalemsp/validators";
import type { AnyRoute, AnyRouter } from "@tanstack/react-router";
import "./first-read-paths";

/** The route's id and its parents', outermost first, the root left out. */
function routeIds(route: AnyRoute): string[] {
  const ids: string[] = [];
  for (let at: AnyRoute | undefined = route; at && !at.isRoot; at = at.parentRoute as AnyRoute | undefined) {
    ids.unshift(String(at.id));
  }
  return ids;
}

/**
 * Every page of the router, from its route tree: one per full path (a layout with an index
 * route is that index route's page), with the reads its route declares. The build writes it to
 * `routes.json` for the server.
 */
export function pageRoutes(router: AnyRouter): PageRoute[] {
  return Object.entries(router.routesByPath as Record<string, AnyRoute>)
    .map(([path, route]) => ({
      path,
      routeIds: routeIds(route),
      firstReads: [...(route.options.staticData?.firstReads ?? [])],
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

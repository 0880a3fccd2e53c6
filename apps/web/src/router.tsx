import { createRouter } from "@tanstack/react-router";
import { RouteError } from "./layout/route-error";
import { NotFoundPage } from "./layout/not-found-page";
import type { RouterContext } from "./router-context";
import { routeTree } from "./routeTree.gen";

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: "intent",
    // React Query owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

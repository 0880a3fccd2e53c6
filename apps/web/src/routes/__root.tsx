import { MantineProvider } from "@mantine/core";
import { HeadContent, Outlet, createRootRouteWithContext, useLocation } from "@tanstack/react-router";
import { Suspense, lazy, useEffect } from "react";
import { ToastHost } from "../components/toast-host";
import { NotFoundPage } from "../layout/not-found-page";
import { defaultColorSchemeFor } from "../lib/color-scheme";
import type { RouterContext } from "../router-context";
import { colorSchemeManager, cssVariablesResolver, theme } from "../theme";

const PublicNotFound = lazy(() => import("../features/marketing/components/public-not-found"));

/** Unknown addresses get the public layout around the not-found page; its code loads on demand. */
function RootNotFound() {
  return (
    <Suspense fallback={<NotFoundPage />}>
      <PublicNotFound />
    </Suspense>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // A path no route knows matches the root alone and renders the not-found page; its title says
  // so, and search engines are told to leave it out.
  head: ({ match, matches }) => {
    const { product } = match.context.site.brand;
    return {
      meta:
        matches.length <= 1
          ? [{ title: `Page Not Found | ${product}` }, { name: "robots", content: "noindex" }]
          : [{ title: product }],
    };
  },
  component: RootLayout,
  notFoundComponent: RootNotFound,
});

function RootLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const defaultColorScheme = defaultColorSchemeFor(pathname);
  // Runs after MantineProvider has subscribed to the manager (child effects run first).
  useEffect(() => colorSchemeManager.applyDefault(defaultColorScheme), [defaultColorScheme]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={defaultColorScheme}
    >
      <HeadContent />
      <ToastHost />
      <Outlet />
    </MantineProvider>
  );
}

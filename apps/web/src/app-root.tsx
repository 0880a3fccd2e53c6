import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { HydrationMark } from "./hydration-mark";
import { SiteInputsProvider } from "./lib/site-inputs";
import { TRPCProvider } from "./lib/trpc";
import type { createAppRouter } from "./router";
import type { RouterContext } from "./router-context";

interface AppRootProps {
  context: RouterContext;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * The provider tree, one for the browser and the server's renders, so both render the same
 * markup: the same tree gives the same React ids, which the page's ARIA links are made of.
 */
export function AppRoot({ context, router }: AppRootProps) {
  return (
    <QueryClientProvider client={context.queryClient}>
      <TRPCProvider trpcClient={context.trpcClient} queryClient={context.queryClient}>
        <SiteInputsProvider inputs={context.site}>
          <RouterProvider router={router} />
          <HydrationMark />
        </SiteInputsProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}

import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { TRPCProvider } from "./lib/trpc";
import type { createAppRouter } from "./router";
import type { RouterContext } from "./router-context";

interface AppRootProps {
  context: RouterContext;
  router: ReturnType<typeof createAppRouter>;
}

/** The provider tree, one for the browser and the build's pre-render, so both render the same markup. */
export function AppRoot({ context, router }: AppRootProps) {
  return (
    <QueryClientProvider client={context.queryClient}>
      <TRPCProvider trpcClient={context.trpcClient} queryClient={context.queryClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>
  );
}

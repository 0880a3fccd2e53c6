import type { AppRouter } from "@scalemsp/api";
import type { SiteInputs } from "@scalemsp/validators";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { createQueryClient } from "./lib/query-client";
import { createTrpcClient } from "./lib/trpc";
import { isUnauthorized } from "./lib/trpc-errors";
import type { RouterContext } from "./router-context";

/** The app's context for one page: made from the same site inputs on the server and in the browser. */
export function createAppContext(site: SiteInputs): RouterContext {
  const trpcClient = createTrpcClient();
  const queryClient = createQueryClient({
    isUnauthorized,
    // A read refused for lack of a session means it ended: re-read who is signed in, and the guards follow.
    onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  return { queryClient, trpc, trpcClient, site };
}

import type { QueryClient } from "@tanstack/react-query";
import type { TrpcHandles } from "./lib/trpc";

/** What every route's beforeLoad and loader receives. */
export interface RouterContext extends TrpcHandles {
  queryClient: QueryClient;
}

import type { AppRouter } from "@scalemsp/api";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { TRPC_MAX_BATCH_SIZE } from "@scalemsp/validators";
import { fetchApi } from "./api-fetch";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The typed query/mutation options factory, for route loaders outside React. */
export type Trpc = TRPCOptionsProxy<AppRouter>;

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        maxItems: TRPC_MAX_BATCH_SIZE,
        url: "/trpc",
        fetch: fetchApi,
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** What loaders and hooks need to read through tRPC outside the generated hooks. */
export interface TrpcHandles {
  trpc: Trpc;
  trpcClient: TrpcClient;
}

export function useTrpcHandles(): TrpcHandles {
  return { trpc: useTRPC(), trpcClient: useTRPCClient() };
}

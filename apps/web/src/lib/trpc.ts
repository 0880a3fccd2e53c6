import type { AppRouter } from "@scalemsp/api";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { TRPC_MAX_BATCH_SIZE } from "@scalemsp/validators";
import { NonJsonResponseError } from "./trpc-errors";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The typed query/mutation options factory, for route loaders outside React. */
export type Trpc = TRPCOptionsProxy<AppRouter>;

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        maxItems: TRPC_MAX_BATCH_SIZE,
        url: "/trpc",
        fetch: async (url, options) => {
          const response = await fetch(url, { ...options, credentials: "include" });
          // Spec §8: a failure whose body is not the API's JSON (a proxy's 502 page, say) reads
          // "{status}: {text}", with the status text when the body is empty.
          const type = response.headers.get("content-type") ?? "";
          if (!response.ok && !type.includes("json")) {
            const text = (await response.text()).trim();
            throw new NonJsonResponseError(`${response.status}: ${text || response.statusText}`);
          }
          return response;
        },
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

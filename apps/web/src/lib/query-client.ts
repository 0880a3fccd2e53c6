import { QueryCache, QueryClient } from "@tanstack/react-query";

interface QueryClientOptions {
  /** Called when any read fails because the session is gone. */
  onUnauthorized?: (error: unknown) => void;
  isUnauthorized?: (error: unknown) => boolean;
}

/** Spec §9: data never goes stale by default, no refetch on focus, no polling, no retries. */
export function createQueryClient({ onUnauthorized, isUnauthorized }: QueryClientOptions = {}) {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (onUnauthorized && isUnauthorized?.(error)) onUnauthorized(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

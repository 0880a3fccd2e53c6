import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { isNotFound } from "../../../lib/trpc-errors";
import { LoadError, LoadingState, NotFoundPanel } from "./query-states";

interface DetailQueryStateProps<T, E> {
  /** Null when the URL's id cannot name a row. */
  query: UseQueryResult<T, E> | null;
  noun: "business" | "user";
  children: (data: T) => ReactNode;
}

const NOT_FOUND = {
  business: { title: "Business not found", text: "No business has this id. It may have been removed." },
  user: { title: "User not found", text: "No user has this id. It may have been removed." },
};

/** Loading, not found, error with Retry, or the screen itself. */
export function DetailQueryState<T, E>({ query, noun, children }: DetailQueryStateProps<T, E>) {
  if (!query || (query.isError && isNotFound(query.error))) return <NotFoundPanel {...NOT_FOUND[noun]} />;
  if (query.isPending) return <LoadingState label={`Loading ${noun}`} />;
  if (query.isError)
    return <LoadError message={`Error loading ${noun}`} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

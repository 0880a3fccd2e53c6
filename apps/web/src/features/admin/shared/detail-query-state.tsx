import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { isNotFound } from "../../../lib/trpc-errors";
import { parseId } from "./parse-id";
import { LoadingState, NotFoundPanel } from "./query-states";
import { LoadError } from "../../../components/load-error";

type Noun = "business" | "user";

interface DetailQueryStateProps<T, E> {
  /** Null when the URL's id cannot name a row. */
  query: UseQueryResult<T, E> | null;
  noun: Noun;
  children: (data: T) => ReactNode;
}

const NOT_FOUND = {
  business: { title: "Business not found", text: "No business has this id. It may have been removed." },
  user: { title: "User not found", text: "No user has this id. It may have been removed." },
};

/** An id the URL spells wrongly is not found before any request is made. */
const INVALID_ID = {
  business: { title: "Business not found", text: "No business has this id." },
  user: { title: "User not found", text: "No user has this id." },
};

/** Loading, not found, error with Retry, or the screen itself. */
export function DetailQueryState<T, E>({ query, noun, children }: DetailQueryStateProps<T, E>) {
  if (!query || (query.isError && isNotFound(query.error))) return <NotFoundPanel {...NOT_FOUND[noun]} />;
  if (query.isPending) return <LoadingState label={`Loading ${noun}`} />;
  if (query.isError)
    return (
      <LoadError title={`Error loading ${noun}`} error={query.error} onRetry={() => void query.refetch()} />
    );
  return <>{children(query.data)}</>;
}

interface DetailPageProps<TQueryFnData, E, T, K extends QueryKey> {
  /** The id segment as the URL spells it. */
  rawId: string;
  noun: Noun;
  /** The row's query, for an id that parses. */
  queryOptions: (id: number) => UseQueryOptions<TQueryFnData, E, T, K>;
  children: (data: T) => ReactNode;
}

/** A detail route: its id parsed, the row loaded, then the screen (or not found, loading, error). */
export function DetailPage<TQueryFnData, E, T, K extends QueryKey>(
  props: DetailPageProps<TQueryFnData, E, T, K>,
) {
  const id = parseId(props.rawId);
  if (id === null) return <NotFoundPanel {...INVALID_ID[props.noun]} />;
  return <DetailLoader {...props} id={id} />;
}

// Its own component, so the query hook runs only once the id has parsed.
function DetailLoader<TQueryFnData, E, T, K extends QueryKey>({
  id,
  noun,
  queryOptions,
  children,
}: DetailPageProps<TQueryFnData, E, T, K> & { id: number }) {
  const query = useQuery(queryOptions(id));
  return (
    <DetailQueryState query={query} noun={noun}>
      {children}
    </DetailQueryState>
  );
}

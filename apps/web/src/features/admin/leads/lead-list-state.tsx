import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { EmptyState, LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";

interface LeadListStateProps<TData extends { items: readonly unknown[] }, TError> {
  query: UseQueryResult<TData, TError>;
  loadingLabel: string;
  errorTitle: string;
  emptyText: string;
  children: (data: TData) => ReactNode;
}

/** What a lead list shows for its query: a spinner, the failure with Retry, an empty note, or the list. */
export function LeadListState<TData extends { items: readonly unknown[] }, TError>({
  query,
  loadingLabel,
  errorTitle,
  emptyText,
  children,
}: LeadListStateProps<TData, TError>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) {
    return (
      <LoadError
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.items.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return children(query.data);
}

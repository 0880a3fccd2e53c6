import { Stack, Text } from "@mantine/core";
import { ADMIN_PAGE_SIZE_DEFAULT } from "@scalemsp/validators";
import { type UseQueryResult, keepPreviousData } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ListFooter, type ListFooterProps } from "./list-footer";
import { LoadingState } from "./query-states";
import { LoadError } from "../../../components/load-error";

/** Rows per server page in the admin lists. */
export const PAGE_SIZE = ADMIN_PAGE_SIZE_DEFAULT;

/** The last page stays on screen while the next one loads, so the table does not jump. */
export const PAGE_QUERY_OPTIONS = { placeholderData: keepPreviousData };

interface PagedListProps<Item, E> extends Omit<ListFooterProps, "total" | "totalText" | "pageSize"> {
  /** One server page, asked for with PAGE_SIZE rows and PAGE_QUERY_OPTIONS. */
  query: UseQueryResult<{ items: Item[]; total: number }, E>;
  /** Names the spinner, e.g. "Loading users". */
  loadingLabel: string;
  errorMessage: string;
  /** Shown in place of the table when the page has no rows. */
  emptyText: string;
  totalText: (total: number) => string;
  /** The page's rows; `stale` while the last page stays on screen as the next one loads. */
  renderItems: (items: Item[], stale: boolean) => ReactNode;
  /** Below the footer: the dialogs the rows open. */
  children?: ReactNode;
}

/** A server-paged admin list: loading, error with Retry, the rows or an empty text, then the footer. */
export function PagedList<Item, E>({
  query,
  loadingLabel,
  errorMessage,
  emptyText,
  totalText,
  renderItems,
  children,
  ...footer
}: PagedListProps<Item, E>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError)
    return (
      <LoadError
        title={errorMessage}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );

  const { items, total } = query.data;
  return (
    <Stack gap={0}>
      {items.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {emptyText}
        </Text>
      ) : (
        renderItems(items, query.isPlaceholderData)
      )}
      <ListFooter {...footer} totalText={totalText(total)} total={total} pageSize={PAGE_SIZE} />
      {children}
    </Stack>
  );
}

import { Stack, Text } from "@mantine/core";
import { ADMIN_PAGE_SIZE_DEFAULT } from "@scalemsp/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { ADMIN_TEXTS, usersTotal } from "../shell/admin-texts";
import type { AdminListProps } from "../shell/list-props";
import { ListFooter } from "../shell/list-footer";
import { LoadError, LoadingState } from "../shell/query-states";
import { UsersTable } from "./users-table";

const PAGE_SIZE = ADMIN_PAGE_SIZE_DEFAULT;

/** Spec §2 "Users tab": searched on the server by e-mail, first or last name. */
export function UsersTab({ search, page, onPageChange, onClearFilters, clearDisabled }: AdminListProps) {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.admin.users.page.queryOptions(
      { search, page, pageSize: PAGE_SIZE },
      { placeholderData: keepPreviousData },
    ),
  );

  if (query.isPending) return <LoadingState label="Loading users" />;
  if (query.isError)
    return <LoadError message={ADMIN_TEXTS.usersError} onRetry={() => void query.refetch()} />;

  const { items, total } = query.data;
  return (
    <Stack gap={0}>
      {items.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {search ? ADMIN_TEXTS.usersEmptySearch : ADMIN_TEXTS.usersEmpty}
        </Text>
      ) : (
        <UsersTable users={items} stale={query.isPlaceholderData} label="Users" />
      )}
      <ListFooter
        totalText={usersTotal(total)}
        pagesLabel="Users pages"
        total={total}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={onPageChange}
        onClearFilters={onClearFilters}
        clearDisabled={clearDisabled}
      />
    </Stack>
  );
}

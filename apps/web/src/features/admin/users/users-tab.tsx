import { useQuery } from "@tanstack/react-query";
import { ADMIN_MESSAGES, usersTotal } from "@scalemsp/validators";
import { useTRPC } from "../../../lib/trpc";
import type { AdminListProps } from "../shared/list-props";
import { PAGE_QUERY_OPTIONS, PAGE_SIZE, PagedList } from "../shared/paged-list";
import { UsersTable } from "./users-table";

/** Spec §2 "Users tab": searched on the server by e-mail, first or last name. */
export function UsersTab({ search, ...list }: AdminListProps) {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.admin.users.page.queryOptions({ search, page: list.page, pageSize: PAGE_SIZE }, PAGE_QUERY_OPTIONS),
  );

  return (
    <PagedList
      {...list}
      query={query}
      loadingLabel="Loading users"
      errorMessage={ADMIN_MESSAGES.usersError}
      emptyText={search ? ADMIN_MESSAGES.usersEmptySearch : ADMIN_MESSAGES.usersEmpty}
      renderItems={(items, stale) => <UsersTable users={items} stale={stale} label="Users" />}
      totalText={usersTotal}
      pagesLabel="Users pages"
    />
  );
}

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { ADMIN_TEXTS, usersTotal } from "../shell/admin-texts";
import type { AdminListProps } from "../shell/list-props";
import { PAGE_QUERY_OPTIONS, PAGE_SIZE, PagedList } from "../shell/paged-list";
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
      errorMessage={ADMIN_TEXTS.usersError}
      emptyText={search ? ADMIN_TEXTS.usersEmptySearch : ADMIN_TEXTS.usersEmpty}
      renderItems={(items, stale) => <UsersTable users={items} stale={stale} label="Users" />}
      totalText={usersTotal}
      pagesLabel="Users pages"
    />
  );
}

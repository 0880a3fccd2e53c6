import "@mantine/core/styles/Card.css";
import { Card, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ADMIN_MESSAGES, usersTotal } from "@scalemsp/validators";
import { AnchorLink } from "../../../components/router-links";
import { useTRPC } from "../../../lib/trpc";
import { AdminBreadcrumbs } from "../shared/admin-breadcrumbs";
import { DetailTitle } from "../shared/detail-header";
import { PAGE_QUERY_OPTIONS, PAGE_SIZE, PagedList } from "../shared/paged-list";
import { UsersTable } from "./users-table";
import { BusinessPage } from "../shared/business-page";

/** /admin/businesses/{id}/users: the business's users, each activated or deactivated at once. */
export function BusinessUsersPage({ businessId }: { businessId: string }) {
  return (
    <BusinessPage businessId={businessId}>
      {(data) => (
        <Stack gap="lg">
          <AdminBreadcrumbs
            tab="businesses"
            tabLabel="Businesses"
            middle={
              <AnchorLink
                to="/admin/businesses/$businessId"
                params={{ businessId: String(data.id) }}
                size="sm"
              >
                {data.name}
              </AnchorLink>
            }
            current="Users"
          />
          <DetailTitle title={`Users of ${data.name}`} active={data.isActive} />
          {data.isActive ? null : (
            <Text c="dimmed" size="sm">
              This business is deactivated: its users cannot sign in until it is activated again.
            </Text>
          )}
          <Card withBorder padding="lg" radius="md">
            <BusinessUsersList businessId={data.id} />
          </Card>
        </Stack>
      )}
    </BusinessPage>
  );
}

function BusinessUsersList({ businessId }: { businessId: number }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const query = useQuery(
    trpc.admin.users.page.queryOptions({ businessId, page, pageSize: PAGE_SIZE }, PAGE_QUERY_OPTIONS),
  );
  return (
    <PagedList
      query={query}
      loadingLabel="Loading users"
      errorMessage={ADMIN_MESSAGES.usersError}
      emptyText={ADMIN_MESSAGES.usersEmpty}
      renderItems={(items, stale) => (
        <UsersTable users={items} withBusiness={false} stale={stale} label="Users" />
      )}
      totalText={usersTotal}
      pagesLabel="Users pages"
      page={page}
      onPageChange={setPage}
    />
  );
}

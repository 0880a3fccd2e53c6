import "@mantine/core/styles/Card.css";
import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { ADMIN_PAGE_SIZE_DEFAULT } from "@scalemsp/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AnchorLink } from "../../../components/router-links";
import { useTRPC } from "../../../lib/trpc";
import { ADMIN_TEXTS, usersTotal } from "../shell/admin-texts";
import { AdminBreadcrumbs } from "../shell/admin-breadcrumbs";
import { DetailQueryState } from "../shell/detail-query-state";
import { ListFooter } from "../shell/list-footer";
import { LoadError, LoadingState, NotFoundPanel } from "../shell/query-states";
import { parseId } from "../shell/parse-id";
import { StatusBadge } from "../shell/status-badge";
import { UsersTable } from "../users/users-table";

const PAGE_SIZE = ADMIN_PAGE_SIZE_DEFAULT;

/** /admin/businesses/{id}/users: the business's users, each activated or deactivated at once. */
export function BusinessUsersPage({ businessId }: { businessId: string }) {
  const id = parseId(businessId);
  if (id === null) return <NotFoundPanel title="Business not found" text="No business has this id." />;
  return <BusinessUsersScreen id={id} />;
}

function BusinessUsersScreen({ id }: { id: number }) {
  const trpc = useTRPC();
  const business = useQuery(trpc.admin.businesses.get.queryOptions({ id }));
  return (
    <DetailQueryState query={business} noun="business">
      {(data) => (
        <Stack gap="lg">
          <AdminBreadcrumbs
            tab="businesses"
            tabLabel="Businesses"
            middle={
              <AnchorLink to="/admin/businesses/$businessId" params={{ businessId: String(id) }} size="sm">
                {data.name}
              </AnchorLink>
            }
            current="Users"
          />
          <Group gap="sm">
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              Users of {data.name}
            </Title>
            <StatusBadge active={data.isActive} />
          </Group>
          {data.isActive ? null : (
            <Text c="dimmed" size="sm">
              This business is deactivated: its users cannot sign in until it is activated again.
            </Text>
          )}
          <Card withBorder padding="lg" radius="md">
            <BusinessUsersList businessId={id} />
          </Card>
        </Stack>
      )}
    </DetailQueryState>
  );
}

function BusinessUsersList({ businessId }: { businessId: number }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const query = useQuery(
    trpc.admin.users.page.queryOptions(
      { businessId, page, pageSize: PAGE_SIZE },
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
          {ADMIN_TEXTS.usersEmpty}
        </Text>
      ) : (
        <UsersTable users={items} withBusiness={false} stale={query.isPlaceholderData} label="Users" />
      )}
      <ListFooter
        totalText={usersTotal(total)}
        pagesLabel="Users pages"
        total={total}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      />
    </Stack>
  );
}

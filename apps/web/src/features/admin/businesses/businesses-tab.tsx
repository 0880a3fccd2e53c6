import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import { Table, Text } from "@mantine/core";
import { EmailAddress } from "../../../components/email-address";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ADMIN_MESSAGES, businessesTotal } from "@scalemsp/validators";
import { AnchorLink } from "../../../components/router-links";
import { useTRPC } from "../../../lib/trpc";
import { fullName } from "../shared/labels";
import type { AdminListProps } from "../shared/list-props";
import { PAGE_QUERY_OPTIONS, PAGE_SIZE, PagedList } from "../shared/paged-list";
import { StatusBadge } from "../shared/status-badge";
import { BusinessActionsMenu } from "./business-actions-menu";
import { BusinessStatusModal, type StatusTarget } from "./business-status-modal";
import { PlanSelect } from "./plan-select";
import "../shared/pinned-table.css";

/** Spec §2 "Businesses tab": one server page at a time, searched by name on the server. */
export function BusinessesTab({ search, ...list }: AdminListProps) {
  const trpc = useTRPC();
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);
  const query = useQuery(
    trpc.admin.businesses.page.queryOptions(
      { search, page: list.page, pageSize: PAGE_SIZE },
      PAGE_QUERY_OPTIONS,
    ),
  );

  return (
    <PagedList
      {...list}
      query={query}
      loadingLabel="Loading businesses"
      errorMessage={ADMIN_MESSAGES.businessesError}
      emptyText={search ? ADMIN_MESSAGES.businessesEmptySearch : ADMIN_MESSAGES.businessesEmpty}
      totalText={businessesTotal}
      pagesLabel="Businesses pages"
      renderItems={(items, stale) => (
        <Table.ScrollContainer minWidth={860} type="scrollarea">
          <Table
            className="pinned-table"
            data-pin-last
            verticalSpacing="sm"
            highlightOnHover
            aria-label="Businesses"
            aria-busy={stale}
            style={{ opacity: stale ? 0.6 : 1 }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Business</Table.Th>
                <Table.Th scope="col">Owner</Table.Th>
                <Table.Th scope="col">Plan</Table.Th>
                <Table.Th scope="col">Users</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((business) => (
                <Table.Tr key={business.id}>
                  <Table.Td>
                    <AnchorLink
                      to="/admin/businesses/$businessId"
                      params={{ businessId: String(business.id) }}
                      fw={600}
                      size="sm"
                    >
                      {business.name}
                    </AnchorLink>
                    <Text size="xs" c="dimmed">
                      {business.industry || "N/A"}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {business.owner ? (
                      <>
                        <Text size="sm">{fullName(business.owner)}</Text>
                        <Text size="xs" c="dimmed">
                          <EmailAddress email={business.owner.email} />
                        </Text>
                      </>
                    ) : (
                      <Text size="sm" c="dimmed">
                        Unknown
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <PlanSelect business={business} w={150} size="xs" enrol />
                  </Table.Td>
                  <Table.Td>{business.userCount}</Table.Td>
                  <Table.Td>
                    <StatusBadge active={business.isActive} />
                  </Table.Td>
                  <Table.Td>
                    <BusinessActionsMenu business={business} onToggleStatus={setStatusTarget} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    >
      <BusinessStatusModal business={statusTarget} onClose={() => setStatusTarget(null)} />
    </PagedList>
  );
}

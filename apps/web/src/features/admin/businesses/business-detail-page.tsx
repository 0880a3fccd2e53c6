import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Table.css";
import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconPlayerPlay, IconPlayerStop, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { formatDate, userRoleLabel } from "@scalemsp/validators";
import { AnchorLink, ButtonLink } from "../../../components/router-links";
import { AdminBreadcrumbs } from "../shared/admin-breadcrumbs";
import { DetailHeader } from "../shared/detail-header";
import { fullName } from "../shared/labels";
import { StatusBadge } from "../shared/status-badge";
import { BusinessDetailsForm } from "./business-details-form";
import { BusinessHistoryCard } from "./business-history-card";
import { type BusinessDetail, BusinessPage } from "../shared/business-page";
import { BusinessStatusModal, type StatusTarget } from "./business-status-modal";
import { PlanSelect } from "./plan-select";
import "../shared/pinned-table.css";

/** /admin/businesses/{id}: the business, its owner, users, pending invitations and subscriptions. */
export function BusinessDetailPage({ businessId }: { businessId: string }) {
  return (
    <BusinessPage businessId={businessId}>
      {(business) => <BusinessDetailView business={business} />}
    </BusinessPage>
  );
}

function BusinessDetailView({ business }: { business: BusinessDetail }) {
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);
  const params = { businessId: String(business.id) };
  return (
    <Stack gap="lg">
      <AdminBreadcrumbs tab="businesses" tabLabel="Businesses" current={business.name} />
      <DetailHeader
        title={business.name}
        active={business.isActive}
        subtitle={
          <Text c="dimmed" size="sm">
            {business.industry || "N/A"} · Created {formatDate(business.createdAt)}
          </Text>
        }
        actions={
          <>
            <ButtonLink
              to="/admin/businesses/$businessId/users"
              params={params}
              variant="default"
              leftSection={<IconUsers size={16} aria-hidden />}
            >
              Manage Users
            </ButtonLink>
            <Button
              variant="default"
              leftSection={
                business.isActive ? (
                  <IconPlayerStop size={16} aria-hidden />
                ) : (
                  <IconPlayerPlay size={16} aria-hidden />
                )
              }
              onClick={() => setStatusTarget(business)}
            >
              {business.isActive ? "Deactivate" : "Activate"}
            </Button>
          </>
        }
      />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg" radius="md">
          <Title order={2} fz="h4" mb="md">
            Details
          </Title>
          <BusinessDetailsForm key={business.id} business={business} />
        </Card>
        <Stack gap="lg">
          <Card withBorder padding="lg" radius="md">
            <Title order={2} fz="h4" mb="md">
              Plan and status
            </Title>
            <Stack gap="md">
              <PlanSelect business={business} label="Plan level" />
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  Status
                </Text>
                <StatusBadge active={business.isActive} />
              </Group>
              {business.website ? (
                <Text size="sm">
                  Website:{" "}
                  <Text span c="dimmed" style={{ wordBreak: "break-all" }}>
                    {business.website}
                  </Text>
                </Text>
              ) : null}
            </Stack>
          </Card>
          <Card withBorder padding="lg" radius="md">
            <Title order={2} fz="h4" mb="md">
              Owner
            </Title>
            {business.owner ? (
              <Stack gap={2}>
                <AnchorLink to="/admin/users/$userId" params={{ userId: String(business.owner.id) }} fw={600}>
                  {fullName(business.owner)}
                </AnchorLink>
                <Text size="sm" c="dimmed" style={{ wordBreak: "break-all" }}>
                  {business.owner.email}
                </Text>
              </Stack>
            ) : (
              <Text c="dimmed">Unknown</Text>
            )}
          </Card>
        </Stack>
      </SimpleGrid>

      <Card withBorder padding="lg" radius="md">
        <Group justify="space-between" mb="md">
          <Title order={2} fz="h4">
            Users ({business.userCount})
          </Title>
          <AnchorLink to="/admin/businesses/$businessId/users" params={params} size="sm">
            Manage Users
          </AnchorLink>
        </Group>
        {business.users.length === 0 ? (
          <Text c="dimmed">No users found</Text>
        ) : (
          <Table.ScrollContainer minWidth={560} type="scrollarea">
            <Table className="pinned-table" verticalSpacing="xs" aria-label="Users of this business">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">User</Table.Th>
                  <Table.Th scope="col">Email</Table.Th>
                  <Table.Th scope="col">Role</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {business.users.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      <AnchorLink to="/admin/users/$userId" params={{ userId: String(user.id) }} size="sm">
                        {fullName(user)}
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{user.email}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{userRoleLabel(user.role)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge active={user.isActive} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <Card withBorder padding="lg" radius="md">
        <Title order={2} fz="h4" mb="md">
          Pending invitations ({business.invitations.length})
        </Title>
        {business.invitations.length === 0 ? (
          <Text c="dimmed">No invitations are waiting for an answer.</Text>
        ) : (
          <Table.ScrollContainer minWidth={480} type="scrollarea">
            <Table className="pinned-table" verticalSpacing="xs" aria-label="Pending invitations">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Email</Table.Th>
                  <Table.Th scope="col">Invited</Table.Th>
                  <Table.Th scope="col">Link valid until</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {business.invitations.map((invitation) => (
                  <Table.Tr key={invitation.id}>
                    <Table.Td>
                      <Text size="sm">{invitation.email}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDate(invitation.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDate(invitation.expiresAt)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>

      <Card withBorder padding="lg" radius="md">
        <Title order={2} fz="h4" mb="md">
          Module subscriptions
        </Title>
        {business.subscriptions.length === 0 ? (
          <Text c="dimmed">This business has no module subscriptions.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560} type="scrollarea">
            <Table className="pinned-table" verticalSpacing="xs" aria-label="Module subscriptions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Module</Table.Th>
                  <Table.Th scope="col">Access from</Table.Th>
                  <Table.Th scope="col">Access until</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {business.subscriptions.map((subscription) => (
                  <Table.Tr key={subscription.id}>
                    <Table.Td>
                      <Text size="sm">{subscription.moduleTitle}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDate(subscription.accessStartDate)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {subscription.accessEndDate ? formatDate(subscription.accessEndDate) : "No end date"}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge active={subscription.isActive} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group mt="md">
          <AnchorLink to="/admin" search={{ tab: "modules" }} size="sm">
            Manage subscriptions in the Modules tab
          </AnchorLink>
        </Group>
      </Card>

      <BusinessHistoryCard businessId={business.id} />

      <BusinessStatusModal business={statusTarget} onClose={() => setStatusTarget(null)} />
    </Stack>
  );
}

import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/CheckboxCard.css";
import "@mantine/core/styles/CheckboxIndicator.css";
import "@mantine/core/styles/Checkbox.css";
import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPlayerPlay, IconPlayerStop, IconUserShare, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import {
  ADMIN_MESSAGES,
  formatDate,
  OWNERSHIP_MESSAGES,
  TEAM_MESSAGES,
  userRoleLabel,
} from "@scalemsp/validators";
import { AnchorLink, ButtonLink } from "../../../components/router-links";
import { AdminBreadcrumbs } from "../shared/admin-breadcrumbs";
import { DetailHeader } from "../shared/detail-header";
import { fullName } from "../shared/labels";
import { StatusBadge } from "../shared/status-badge";
import { BusinessBillingCard } from "./business-billing-card";
import { BusinessDetailsForm } from "./business-details-form";
import { BusinessHistoryCard } from "./business-history-card";
import { BusinessCheckInsCard } from "./business-check-ins-card";
import { BusinessGoalsCard } from "./business-goals-card";
import { type BusinessDetail, BusinessPage } from "../shared/business-page";
import { BusinessStatusModal, type StatusTarget } from "./business-status-modal";
import { PlanSelect } from "./plan-select";
import { DetailTableCard } from "../shared/detail-table-card";
import { InvitationRevokeModal, type InvitationTarget } from "./invitation-revoke-modal";
import { OwnerTransferModal } from "./owner-transfer-modal";
import { EmailAddress } from "../../../components/email-address";
import { useViewerTimeZone } from "../../../session/time-zone";

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
  const [transferring, setTransferring] = useState(false);
  const [revoking, setRevoking] = useState<InvitationTarget | null>(null);
  // Decision 077: offered, checked, with every plan change made here.
  const [enrol, setEnrol] = useState(true);
  const timeZone = useViewerTimeZone();
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
              <Stack gap={6}>
                <PlanSelect business={business} label="Plan level" enrol={enrol} />
                <Checkbox
                  label={ADMIN_MESSAGES.enrolInPlanCourses}
                  description={ADMIN_MESSAGES.enrolInPlanCoursesHint}
                  checked={enrol}
                  onChange={(event) => setEnrol(event.currentTarget.checked)}
                />
              </Stack>
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  Status
                </Text>
                <StatusBadge active={business.isActive} />
              </Group>
              {business.website ? (
                <Text size="sm">
                  Website:{" "}
                  <Text span c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {business.website}
                  </Text>
                </Text>
              ) : null}
            </Stack>
          </Card>
          <BusinessBillingCard billing={business.billing} timeZone={timeZone} />
          <Card withBorder padding="lg" radius="md">
            <Title order={2} fz="h4" mb="md">
              Owner
            </Title>
            {business.owner ? (
              <Stack gap={2}>
                <AnchorLink to="/admin/users/$userId" params={{ userId: String(business.owner.id) }} fw={600}>
                  {fullName(business.owner)}
                </AnchorLink>
                <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  <EmailAddress email={business.owner.email} />
                </Text>
              </Stack>
            ) : (
              <Text c="dimmed">Unknown</Text>
            )}
            <Group mt="md">
              <Button
                variant="default"
                size="sm"
                leftSection={<IconUserShare size={16} aria-hidden />}
                onClick={() => setTransferring(true)}
              >
                {OWNERSHIP_MESSAGES.transferButton}
              </Button>
            </Group>
          </Card>
        </Stack>
      </SimpleGrid>

      <DetailTableCard
        title={`Users (${business.userCount})`}
        action={
          <AnchorLink to="/admin/businesses/$businessId/users" params={params} size="sm">
            Manage Users
          </AnchorLink>
        }
        label="Users of this business"
        emptyText="No users found"
        minWidth={560}
        columns={["User", "Email", "Role", "Status"]}
        items={business.users}
        itemKey={(user) => user.id}
        cells={(user) => [
          <AnchorLink key="name" to="/admin/users/$userId" params={{ userId: String(user.id) }} size="sm">
            {fullName(user)}
          </AnchorLink>,
          <Text key="email" size="sm">
            <EmailAddress email={user.email} />
          </Text>,
          <Text key="role" size="sm">
            {userRoleLabel(user.role)}
          </Text>,
          <StatusBadge key="status" active={user.isActive} />,
        ]}
      />

      <DetailTableCard
        title={`Pending invitations (${business.invitations.length})`}
        label="Pending invitations"
        emptyText="No invitations are waiting for an answer."
        minWidth={480}
        columns={["Email", "Invited", "Link valid until", "Actions"]}
        items={business.invitations}
        itemKey={(invitation) => invitation.id}
        cells={(invitation) => [
          <Text key="email" size="sm">
            <EmailAddress email={invitation.email} />
          </Text>,
          <Text key="invited" size="sm">
            {formatDate(invitation.createdAt)}
          </Text>,
          <Text key="until" size="sm">
            {formatDate(invitation.expiresAt)}
          </Text>,
          <Button
            key="revoke"
            size="xs"
            variant="subtle"
            color="red"
            aria-label={`${TEAM_MESSAGES.revoke} ${invitation.email}`}
            onClick={() =>
              setRevoking({ businessId: business.id, id: invitation.id, email: invitation.email })
            }
          >
            {TEAM_MESSAGES.revoke}
          </Button>,
        ]}
      />

      <DetailTableCard
        title="Module subscriptions"
        label="Module subscriptions"
        emptyText="This business has no module subscriptions."
        minWidth={560}
        columns={["Module", "Access from", "Access until", "Status"]}
        items={business.subscriptions}
        itemKey={(subscription) => subscription.id}
        cells={(subscription) => [
          <Text key="module" size="sm">
            {subscription.moduleTitle}
          </Text>,
          <Text key="from" size="sm">
            {formatDate(subscription.accessStartDate)}
          </Text>,
          <Text key="until" size="sm">
            {subscription.accessEndDate ? formatDate(subscription.accessEndDate) : "No end date"}
          </Text>,
          <StatusBadge key="status" active={subscription.isActive} />,
        ]}
        footer={
          <Group mt="md">
            <AnchorLink to="/admin" search={{ tab: "modules" }} size="sm">
              Manage subscriptions in the Modules tab
            </AnchorLink>
          </Group>
        }
      />

      <BusinessGoalsCard businessId={business.id} />

      <BusinessCheckInsCard businessId={business.id} />

      <BusinessHistoryCard businessId={business.id} />

      <BusinessStatusModal business={statusTarget} onClose={() => setStatusTarget(null)} />
      <OwnerTransferModal business={business} opened={transferring} onClose={() => setTransferring(false)} />
      <InvitationRevokeModal invitation={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}

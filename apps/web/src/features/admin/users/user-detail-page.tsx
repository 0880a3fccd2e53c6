import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";
import { formatDate, OWNERSHIP_MESSAGES, PLAN_LABELS, userRoleLabel } from "@scalemsp/validators";
import { IconKey, IconUserCheck, IconUserOff } from "@tabler/icons-react";
import { AnchorLink } from "../../../components/router-links";
import { useTRPC } from "../../../lib/trpc";
import { AdminBreadcrumbs } from "../shared/admin-breadcrumbs";
import { DetailHeader } from "../shared/detail-header";
import { DetailPage } from "../shared/detail-query-state";
import { fullName } from "../shared/labels";
import { ResetLinkModal } from "./reset-link-modal";
import { useResetLink } from "./use-reset-link";
import { useUpdateUser } from "./use-update-user";
import { EmailAddress } from "../../../components/email-address";

type AdminUserDetail = inferRouterOutputs<AppRouter>["admin"]["users"]["get"];

/** /admin/users/{id}: who the user is, their role, status and a reset link. */
export function UserDetailPage({ userId }: { userId: string }) {
  const trpc = useTRPC();
  return (
    <DetailPage rawId={userId} noun="user" queryOptions={(id) => trpc.admin.users.get.queryOptions({ id })}>
      {(user) => <UserDetailView user={user} />}
    </DetailPage>
  );
}

function UserDetailView({ user }: { user: AdminUserDetail }) {
  const update = useUpdateUser();
  const reset = useResetLink();
  const name = fullName(user);
  const statusPending = update.isPending && update.variables.isActive !== undefined;
  const rolePending = update.isPending && update.variables.role !== undefined;
  // Contract §14: the role follows ownership; a business_owner who does not own the business
  // (left by an earlier role change) can only be set back to member.
  const strayOwnerRole = user.role === "business_owner" && !user.isOwner;

  return (
    <Stack gap="lg">
      <AdminBreadcrumbs tab="users" tabLabel="Users" current={name} />
      <DetailHeader
        title={name}
        active={user.isActive}
        subtitle={
          <Text c="dimmed" size="sm" style={{ overflowWrap: "anywhere" }}>
            <EmailAddress email={user.email} />
          </Text>
        }
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconKey size={16} aria-hidden />}
              loading={reset.pendingId === user.id}
              onClick={() => reset.create(user)}
            >
              Reset Password
            </Button>
            <Button
              variant="default"
              loading={statusPending}
              leftSection={
                user.isActive ? (
                  <IconUserOff size={16} aria-hidden />
                ) : (
                  <IconUserCheck size={16} aria-hidden />
                )
              }
              onClick={() => update.mutate({ id: user.id, isActive: !user.isActive })}
            >
              {user.isActive ? "Deactivate User" : "Activate User"}
            </Button>
          </>
        }
      />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg" radius="md">
          <Title order={2} fz="h4" mb="md">
            Account
          </Title>
          <Stack gap="sm">
            <Detail label="User ID" value={String(user.id)} />
            <Detail label="First name" value={user.firstName} />
            <Detail label="Last name" value={user.lastName} />
            <Detail label="Email" value={user.email} />
            <Detail label="Joined" value={formatDate(user.createdAt)} />
          </Stack>
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Title order={2} fz="h4" mb="md">
            Role and business
          </Title>
          <Stack gap="md">
            <div>
              <Detail label="Role" value={userRoleLabel(user.role)} />
              {user.business ? (
                <Text size="xs" c="dimmed" mt={4}>
                  {OWNERSHIP_MESSAGES.roleHint}
                </Text>
              ) : null}
              {strayOwnerRole ? (
                <Button
                  mt="xs"
                  size="xs"
                  variant="default"
                  loading={rolePending}
                  onClick={() => update.mutate({ id: user.id, role: "member" })}
                >
                  {OWNERSHIP_MESSAGES.makeMember}
                </Button>
              ) : null}
            </div>
            {user.business ? (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  Business
                </Text>
                <Group gap="xs">
                  <AnchorLink
                    to="/admin/businesses/$businessId"
                    params={{ businessId: String(user.business.id) }}
                    size="sm"
                  >
                    {user.business.name}
                  </AnchorLink>
                  <Badge size="sm" variant="default">
                    {PLAN_LABELS[user.business.planLevel]}
                  </Badge>
                  {user.isOwner ? (
                    <Badge size="sm" variant="outline">
                      Business owner
                    </Badge>
                  ) : null}
                </Group>
              </Stack>
            ) : (
              <Detail label="Business" value="None" />
            )}
          </Stack>
        </Card>
      </SimpleGrid>
      <ResetLinkModal link={reset.link} onClose={reset.close} />
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="sm" c="dimmed" style={{ wordBreak: "break-word" }}>
        {value}
      </Text>
    </div>
  );
}

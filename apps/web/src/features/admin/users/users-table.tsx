import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import { Badge, Table, Text } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";
import { PLAN_LABELS, userRoleLabel } from "@scalemsp/validators";
import { AnchorLink } from "../../../components/router-links";
import { fullName } from "../shared/labels";
import { StatusBadge } from "../shared/status-badge";
import { ResetLinkModal } from "./reset-link-modal";
import { UserActionsMenu } from "./user-actions-menu";
import { useResetLink } from "./use-reset-link";
import { useUpdateUser } from "./use-update-user";
import "../shared/pinned-table.css";
import { EmailAddress } from "../../../components/email-address";

export type AdminUserItem = inferRouterOutputs<AppRouter>["admin"]["users"]["page"]["items"][number];

interface UsersTableProps {
  users: AdminUserItem[];
  /** The Business column; a business's own user list leaves it out. */
  withBusiness?: boolean;
  /** While the next page loads, the last one stays dimmed. */
  stale?: boolean;
  label: string;
}

/** Spec §2 "Users tab" columns, with the row actions applied at once. */
export function UsersTable({ users, withBusiness = true, stale = false, label }: UsersTableProps) {
  const reset = useResetLink();
  return (
    <>
      <Table.ScrollContainer minWidth={withBusiness ? 900 : 720} type="scrollarea">
        <Table
          className="pinned-table"
          data-pin-last
          verticalSpacing="sm"
          highlightOnHover
          aria-label={label}
          aria-busy={stale}
          style={{ opacity: stale ? 0.6 : 1 }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">User</Table.Th>
              <Table.Th scope="col">Email</Table.Th>
              <Table.Th scope="col">Role</Table.Th>
              {withBusiness ? <Table.Th scope="col">Business</Table.Th> : null}
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                withBusiness={withBusiness}
                resetPending={reset.pendingId === user.id}
                onResetPassword={() => reset.create(user)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ResetLinkModal link={reset.link} onClose={reset.close} />
    </>
  );
}

interface UserRowProps {
  user: AdminUserItem;
  withBusiness: boolean;
  resetPending: boolean;
  onResetPassword: () => void;
}

function UserRow({ user, withBusiness, resetPending, onResetPassword }: UserRowProps) {
  const update = useUpdateUser();
  return (
    <Table.Tr>
      <Table.Td>
        <AnchorLink to="/admin/users/$userId" params={{ userId: String(user.id) }} fw={600} size="sm">
          {fullName(user)}
        </AnchorLink>
        <Text size="xs" c="dimmed">
          ID: {user.id}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          <EmailAddress email={user.email} />
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{userRoleLabel(user.role)}</Text>
      </Table.Td>
      {withBusiness ? (
        <Table.Td>
          {user.business ? (
            <>
              <AnchorLink
                to="/admin/businesses/$businessId"
                params={{ businessId: String(user.business.id) }}
                size="sm"
              >
                {user.business.name}
              </AnchorLink>
              <div>
                <Badge size="xs" variant="default">
                  {PLAN_LABELS[user.business.planLevel]}
                </Badge>
              </div>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              None
            </Text>
          )}
        </Table.Td>
      ) : null}
      <Table.Td>
        <StatusBadge active={user.isActive} />
      </Table.Td>
      <Table.Td>
        <UserActionsMenu
          user={user}
          busy={update.isPending || resetPending}
          onResetPassword={onResetPassword}
          onToggleStatus={() => update.mutate({ id: user.id, isActive: !user.isActive })}
        />
      </Table.Td>
    </Table.Tr>
  );
}

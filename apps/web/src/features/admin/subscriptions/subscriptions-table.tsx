import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import { Button, Table, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_MESSAGES } from "@scalemsp/validators";
import { useTRPC } from "../../../lib/trpc";
import { useWhen } from "../../../session/time-zone";
import { useToggleActive } from "../shared/use-toggle-active";
import { EmptyState, LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";
import type { AdminSubscription } from "../shared/api-types";
import { DotBadge } from "../shared/status-badge";
import "../shared/pinned-table.css";

function statusOf(subscription: AdminSubscription, now: number) {
  if (!subscription.isActive) return { label: "Inactive", color: "gray" };
  if (subscription.accessEndDate && Date.parse(subscription.accessEndDate) <= now)
    return { label: "Expired", color: "orange" };
  return { label: "Active", color: "green" };
}

/** The chosen business's module subscriptions, each of which can be switched on or off. */
export function SubscriptionsTable({
  businessId,
  businessName,
}: {
  businessId: number;
  businessName: string;
}) {
  const trpc = useTRPC();
  const when = useWhen();
  const queryClient = useQueryClient();
  const subscriptions = useQuery(trpc.admin.businesses.subscriptions.queryOptions({ id: businessId }));
  const update = useMutation(trpc.admin.subscriptions.update.mutationOptions());
  const { toggle, isBusy } = useToggleActive("subscription", update, () => {
    void queryClient.invalidateQueries({
      queryKey: trpc.admin.businesses.subscriptions.queryKey({ id: businessId }),
    });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.businesses.get.queryKey({ id: businessId }) });
  });

  if (subscriptions.isPending) return <LoadingState label="Loading subscriptions" />;
  if (subscriptions.isError)
    return (
      <LoadError
        title={ADMIN_MESSAGES.errorLoadingSubscriptions}
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
        retrying={subscriptions.isFetching}
      />
    );
  if (subscriptions.data.length === 0)
    return <EmptyState>{businessName} has no module subscriptions yet.</EmptyState>;

  // "Expired" as of the moment the list was read.
  const now = subscriptions.dataUpdatedAt;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table
        className="pinned-table"
        striped
        verticalSpacing="sm"
        aria-label={`Module subscriptions of ${businessName}`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Module</Table.Th>
            <Table.Th scope="col">Access starts</Table.Th>
            <Table.Th scope="col">Access ends</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subscriptions.data.map((subscription) => {
            const status = statusOf(subscription, now);
            return (
              <Table.Tr key={subscription.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {subscription.moduleTitle}
                  </Text>
                </Table.Td>
                <Table.Td>{when(subscription.accessStartDate)}</Table.Td>
                <Table.Td>
                  {subscription.accessEndDate ? when(subscription.accessEndDate) : "No end date"}
                </Table.Td>
                <Table.Td>
                  <DotBadge color={status.color}>{status.label}</DotBadge>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    loading={isBusy(subscription.id)}
                    onClick={() => toggle({ id: subscription.id, isActive: !subscription.isActive })}
                    aria-label={`${subscription.isActive ? "Deactivate" : "Activate"} ${subscription.moduleTitle}`}
                  >
                    {subscription.isActive ? "Deactivate" : "Activate"}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

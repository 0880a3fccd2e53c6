import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/List.css";
import { Card, List, Stack, Text, Title } from "@mantine/core";
import { AUDIT_ACTION_LABELS, OPERATIONS_MESSAGES, describeAuditChange } from "@scalemsp/validators";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { useWhen } from "../../../session/time-zone";
import type { AdminAuditEvent } from "../shared/api-types";
import { fullName } from "../shared/labels";
import { LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";

/**
 * A subscription by its course: as it is now, else as the change named it, else (the
 * subscription and its course both gone) by its id.
 */
function subscriptionName(event: AdminAuditEvent) {
  const subscription = event.subscription!;
  const courseId = event.changes.moduleId?.to;
  return (
    subscription.moduleTitle ??
    (typeof courseId === "number" ? event.courseTitles[String(courseId)] : undefined) ??
    OPERATIONS_MESSAGES.removedSubscription(subscription.id)
  );
}

/** Contract §13 audit: the latest plan, status, role and subscription changes admins made here. */
export function BusinessHistoryCard({ businessId }: { businessId: number }) {
  const trpc = useTRPC();
  const when = useWhen();
  const query = useQuery(trpc.admin.audit.list.queryOptions({ businessId, pageSize: 50 }));
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="business-history">
      <Title order={2} fz="h4" mb="md" id="business-history">
        {OPERATIONS_MESSAGES.historyTitle}
      </Title>
      {query.isPending ? (
        <LoadingState label="Loading history" />
      ) : query.isError ? (
        <LoadError
          title="Error loading history"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed">{OPERATIONS_MESSAGES.historyEmpty}</Text>
      ) : (
        <Stack gap="md" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {query.data.items.map((event) => (
            <Stack gap={2} key={event.id} component="li">
              <Text size="sm" fw={600}>
                {AUDIT_ACTION_LABELS[event.action]}
                {event.user ? ` · ${fullName(event.user)}` : ""}
                {event.subscription ? ` · ${subscriptionName(event)}` : ""}
              </Text>
              <List size="sm" spacing={0}>
                {Object.entries(event.changes).map(([field, change]) => (
                  <List.Item key={field}>
                    {describeAuditChange(field, change, event.action === "subscription.created", event)}
                  </List.Item>
                ))}
              </List>
              <Text size="xs" c="dimmed">
                <time dateTime={event.createdAt}>{when(event.createdAt)}</time> · {event.actor.email}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}

import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import { Button, Group, Stack, Table, Text } from "@mantine/core";
import { CAMPAIGN_STATUS_LABELS } from "@scalemsp/validators";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { useWhen } from "../../../session/time-zone";
import type { AdminCampaign } from "../shared/api-types";
import { EmptyState, LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";
import { DotBadge } from "../shared/status-badge";
import { CampaignEditor } from "./campaign-editor";

const STATUS_COLORS = { draft: "gray", scheduled: "blue", sending: "orange", sent: "green" } as const;

function progressOf(issue: AdminCampaign, when: (iso: string) => string) {
  if (issue.status === "draft") return "Not sent";
  if (issue.status === "scheduled")
    return issue.scheduledAt ? `Goes out ${when(issue.scheduledAt)}` : "Goes out";
  const { recipients, sent, failed } = issue.counts;
  return `${sent} of ${recipients} sent${failed > 0 ? `, ${failed} failed` : ""}`;
}

/** Contract §9: the newsletter's issues with their progress; one opens in the editor. */
export function CampaignsPanel() {
  const trpc = useTRPC();
  const when = useWhen();
  // While an issue is on its way, the counts follow it.
  const issues = useQuery({
    ...trpc.admin.campaigns.list.queryOptions(),
    refetchInterval: (query) =>
      query.state.data?.some((issue) => issue.status === "sending" || issue.status === "scheduled")
        ? 2000
        : false,
  });
  const [editing, setEditing] = useState<number | "new" | null>(null);

  if (editing !== null)
    return <CampaignEditor id={editing === "new" ? null : editing} onClose={() => setEditing(null)} />;
  if (issues.isPending) return <LoadingState label="Loading newsletter issues" />;
  if (issues.isError)
    return (
      <LoadError title="Error Loading Issues" error={issues.error} onRetry={() => void issues.refetch()} />
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Write an issue in Markdown, send yourself a test, then send it to every active subscriber now or at
          a set time. Sent issues appear in the public archive at /newsletter.
        </Text>
        <Button onClick={() => setEditing("new")}>New issue</Button>
      </Group>
      {issues.data.length === 0 ? (
        <EmptyState>No issues yet. Write the first one.</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Progress</Table.Th>
                <Table.Th>Sent</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {issues.data.map((issue) => (
                <Table.Tr key={issue.id}>
                  <Table.Td>{issue.subject}</Table.Td>
                  <Table.Td>
                    <DotBadge color={STATUS_COLORS[issue.status]}>
                      {CAMPAIGN_STATUS_LABELS[issue.status]}
                    </DotBadge>
                  </Table.Td>
                  <Table.Td>{progressOf(issue, when)}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    {issue.sentAt ? <time dateTime={issue.sentAt}>{when(issue.sentAt)}</time> : null}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setEditing(issue.id)}
                      aria-label={`${issue.status === "draft" ? "Edit" : "View"} ${issue.subject}`}
                    >
                      {issue.status === "draft" ? "Edit" : "View"}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

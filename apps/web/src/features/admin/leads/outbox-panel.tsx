import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import { Box, Button, Group, Select, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { EmailAddress } from "../../../components/email-address";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { AdminModal } from "../shared/admin-modal";
import { useWhen } from "../../../session/time-zone";
import type { AdminOutboxMessage } from "../shared/api-types";
import { EmptyState, LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";
import { DotBadge } from "../shared/status-badge";
import { EmailFrame } from "./email-frame";

const STATUS_COLORS = { queued: "blue", sent: "green", failed: "red" } as const;
const STATUS_LABELS = { queued: "Queued", sent: "Sent", failed: "Failed" } as const;

/** Contract §9: the latest 200 messages, their state, and a retry for a failed one. */
export function OutboxPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const when = useWhen();
  // While something waits to be sent, the list follows it.
  const outbox = useQuery({
    ...trpc.admin.outbox.list.queryOptions(),
    refetchInterval: (query) => (query.state.data?.some((m) => m.status === "queued") ? 3000 : false),
  });
  const retry = useMutation(trpc.admin.outbox.retry.mutationOptions());
  const [open, setOpen] = useState<AdminOutboxMessage | null>(null);

  if (outbox.isPending) return <LoadingState label="Loading the outbox" />;
  if (outbox.isError)
    return (
      <LoadError title="Error Loading Outbox" error={outbox.error} onRetry={() => void outbox.refetch()} />
    );
  if (outbox.data.length === 0)
    return <EmptyState>No email yet. Messages appear here as soon as the site queues them.</EmptyState>;

  const sendAgain = (message: AdminOutboxMessage) =>
    retry.mutate(
      { id: message.id },
      {
        onSuccess: () => {
          notifySuccess("Queued again", `The message to ${message.to ?? "the coach"} will be sent shortly.`);
          void queryClient.invalidateQueries({ queryKey: trpc.admin.outbox.list.queryKey() });
        },
        onError: (error) => notifyError("Could not queue the message", errorMessageOf(error)),
      },
    );

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {outbox.data.length === 1
          ? "The one email so far."
          : `The latest ${outbox.data.length} emails, newest first.`}{" "}
        Failed messages are tried up to 8 times over about eight hours before they show as failed.
      </Text>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Queued</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Tries</Table.Th>
              <Table.Th>Last error</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {outbox.data.map((message) => (
              <Table.Tr key={message.id}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
                </Table.Td>
                {/* Room for an address on one or two lines: the table scrolls sideways on a phone. */}
                <Table.Td>
                  <Box miw={200}>{message.to ? <EmailAddress email={message.to} /> : "The coach"}</Box>
                </Table.Td>
                <Table.Td>{message.subject}</Table.Td>
                <Table.Td>
                  <DotBadge color={STATUS_COLORS[message.status]}>{STATUS_LABELS[message.status]}</DotBadge>
                </Table.Td>
                <Table.Td>{message.attempts}</Table.Td>
                <Table.Td>
                  <Text size="sm" c={message.lastError ? "red.8" : "dimmed"} lineClamp={2}>
                    {message.lastError ?? "None"}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setOpen(message)}>
                      View
                    </Button>
                    {message.status === "failed" ? (
                      <Button
                        size="xs"
                        onClick={() => sendAgain(message)}
                        loading={retry.isPending && retry.variables?.id === message.id}
                      >
                        Retry
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <AdminModal opened={open !== null} onClose={() => setOpen(null)} title={open?.subject ?? ""} size="xl">
        {open ? <MessageView id={open.id} /> : null}
      </AdminModal>
    </Stack>
  );
}

function MessageView({ id }: { id: number }) {
  const trpc = useTRPC();
  const message = useQuery(trpc.admin.outbox.read.queryOptions({ id }));
  if (message.isPending) return <LoadingState label="Loading the message" />;
  if (message.isError) return <LoadError title="Error Loading Message" error={message.error} />;
  return (
    <Stack gap="xs">
      <Text size="sm">
        <strong>To:</strong> {message.data.to ?? "The coach"}
      </Text>
      <EmailFrame title={message.data.subject} html={message.data.html} text={message.data.text} />
    </Stack>
  );
}

/** Each kind of message with sample data, as it would be sent now. */
export function EmailPreviews() {
  const trpc = useTRPC();
  const previews = useQuery(trpc.admin.outbox.previews.queryOptions());
  const [kind, setKind] = useState<string | null>(null);
  if (previews.isPending) return <LoadingState label="Loading the previews" />;
  if (previews.isError)
    return (
      <LoadError
        title="Error Loading Previews"
        error={previews.error}
        onRetry={() => void previews.refetch()}
      />
    );
  const shown = previews.data.find((p) => p.kind === kind) ?? previews.data[0]!;
  return (
    <Stack gap="sm">
      {/* A list to choose from: the many kinds of email side by side overflowed even a desktop. */}
      <Select
        label="Kind of email"
        value={shown.kind}
        onChange={(value) => value && setKind(value)}
        data={previews.data.map((p) => ({ value: p.kind, label: p.label }))}
        allowDeselect={false}
        maxDropdownHeight={360}
        w={{ base: "100%", sm: 420 }}
        // A long name on a phone ends in an ellipsis rather than a cut-off word.
        styles={{ input: { textOverflow: "ellipsis" } }}
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="sm">
        <strong>Subject:</strong> {shown.subject}
      </Text>
      <EmailFrame title={shown.label} html={shown.html} text={shown.text} />
    </Stack>
  );
}

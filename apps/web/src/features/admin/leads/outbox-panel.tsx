import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import { Button, Group, Select, Stack, Text } from "@mantine/core";
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
import { type LeadColumn, LeadTable } from "./lead-table";

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

  const columns: LeadColumn<AdminOutboxMessage>[] = [
    {
      label: "Queued",
      cellProps: { style: { whiteSpace: "nowrap" } },
      cell: (message) => <time dateTime={message.createdAt}>{when(message.createdAt)}</time>,
    },
    {
      label: "To",
      // Room for an address on one or two lines beside the rest of the row on a wide screen.
      cellProps: { miw: 200 },
      cell: (message) => (message.to ? <EmailAddress email={message.to} /> : "The coach"),
    },
    { label: "Subject", cell: (message) => message.subject },
    {
      label: "Status",
      cell: (message) => (
        <DotBadge color={STATUS_COLORS[message.status]}>{STATUS_LABELS[message.status]}</DotBadge>
      ),
    },
    { label: "Tries", cell: (message) => message.attempts },
    {
      label: "Last error",
      cell: (message) => (
        <Text size="sm" c={message.lastError ? "red.8" : "dimmed"} lineClamp={2}>
          {message.lastError ?? "None"}
        </Text>
      ),
    },
    {
      label: "Actions",
      labelHidden: true,
      cell: (message) => (
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
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {outbox.data.length === 1
          ? "The one email so far."
          : `The latest ${outbox.data.length} emails, newest first.`}{" "}
        Failed messages are tried up to 8 times over about eight hours before they show as failed.
      </Text>
      <LeadTable
        label="Outbox"
        minWidth={760}
        columns={columns}
        rows={outbox.data}
        rowKey={(message) => message.id}
        busy={outbox.isFetching}
        stale={false}
      />
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

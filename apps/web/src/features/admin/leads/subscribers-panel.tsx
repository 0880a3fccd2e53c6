import "@mantine/core/styles/Tooltip.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from "@mantine/core";
import { EmailAddress } from "../../../components/email-address";
import {
  ADMIN_MESSAGES,
  formatDate,
  NEWSLETTER_STATUS_LABELS,
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
} from "@scalemsp/validators";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTRPC, useTRPCClient } from "../../../lib/trpc";
import type { AdminSubscriber } from "../shared/api-types";
import { DotBadge } from "../shared/status-badge";
import { LeadListState } from "./lead-list-state";
import { type LeadColumn, LeadTable } from "./lead-table";
import { LeadFilters } from "./list-controls";
import { useLeadList } from "./use-lead-list";

const STATUS_OPTIONS = NEWSLETTER_STATUSES.map((status) => ({
  value: status,
  label: NEWSLETTER_STATUS_LABELS[status],
}));
const COLUMNS: LeadColumn<AdminSubscriber>[] = [
  { label: "Email", cell: (subscriber) => <EmailAddress email={subscriber.email} /> },
  {
    label: "Status",
    cell: (subscriber) => (
      <DotBadge color={subscriber.status === "active" ? "green" : "gray"}>
        {NEWSLETTER_STATUS_LABELS[subscriber.status]}
      </DotBadge>
    ),
  },
  { label: "Subscribed", cell: (subscriber) => formatDate(subscriber.createdAt) },
  { label: "Unsubscribe link", cell: (subscriber) => <CopyUnsubscribeLink subscriber={subscriber} /> },
];

function CopyUnsubscribeLink({ subscriber }: { subscriber: AdminSubscriber }) {
  return (
    <CopyButton value={subscriber.unsubscribeUrl} timeout={2000}>
      {({ copied, copy }) => (
        <Group gap={6} wrap="nowrap">
          <Tooltip label={copied ? "Copied" : "Copy unsubscribe link"} withArrow>
            <ActionIcon
              variant="default"
              onClick={copy}
              aria-label={`Copy unsubscribe link for ${subscriber.email}`}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
          <Text size="sm" aria-live="polite">
            {copied ? "Copied" : ""}
          </Text>
        </Group>
      )}
    </CopyButton>
  );
}

/** Newsletter subscribers with the unsubscribe link each e-mail must carry. */
export function SubscribersPanel() {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const list = useLeadList<NewsletterStatus>((filters) =>
    trpcClient.admin.leads.newsletterCsv.query(filters),
  );
  const subscribers = useQuery({
    ...trpc.admin.leads.newsletterPage.queryOptions(list.pageQuery),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="md">
      <LeadFilters {...list.filterControls} searchPlaceholder="Email" statusOptions={STATUS_OPTIONS} />
      <LeadListState
        query={subscribers}
        loadingLabel="Loading subscribers"
        errorTitle={ADMIN_MESSAGES.errorLoadingSubscribers}
        emptyText={list.filtered ? "No subscribers match your search." : "No newsletter subscribers yet."}
      >
        {({ items, total }) => (
          <LeadTable
            label="Newsletter subscribers"
            minWidth={640}
            columns={COLUMNS}
            busy={subscribers.isFetching}
            stale={subscribers.isPlaceholderData}
            pager={{ ...list.pager, total, noun: ["subscriber", "subscribers"] }}
            rows={items}
            rowKey={(subscriber) => subscriber.id}
          />
        )}
      </LeadListState>
    </Stack>
  );
}

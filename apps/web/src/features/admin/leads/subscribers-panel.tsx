import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Tooltip.css";
import { ActionIcon, CopyButton, Group, Stack, Table, Text, Tooltip } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { LEADS_PAGE_SIZE_DEFAULT, NEWSLETTER_STATUSES, type NewsletterStatus } from "@scalemsp/validators";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { notifyError } from "../../../lib/notify";
import { useTRPC, useTRPCClient } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { formatDate } from "../modules/shared/format";
import { EmptyState, LoadError, LoadingState } from "../modules/shared/states";
import { CONTENT_TEXTS } from "../modules/texts";
import { downloadCsv } from "./download-csv";
import { ALL, LeadFilters, LeadPager } from "./list-controls";
import { DotBadge } from "../modules/shared/status-badge";

const STATUS_LABELS: Record<NewsletterStatus, string> = { active: "Active", unsubscribed: "Unsubscribed" };
const STATUS_OPTIONS = NEWSLETTER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
const PAGE_SIZE = LEADS_PAGE_SIZE_DEFAULT;

/** Newsletter subscribers with the unsubscribe link each e-mail must carry. */
export function SubscribersPanel() {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState(ALL);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const filters = {
    search: debouncedSearch || undefined,
    status: status === ALL ? undefined : (status as NewsletterStatus),
  };
  const subscribers = useQuery({
    ...trpc.admin.leads.newsletterPage.queryOptions({ ...filters, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await trpcClient.admin.leads.newsletterCsv.query(filters);
      downloadCsv(file.fileName, file.csv);
    } catch (error) {
      notifyError(CONTENT_TEXTS.exportFailed, errorMessageOf(error));
    } finally {
      setExporting(false);
    }
  };

  const items = subscribers.data?.items ?? [];
  const filtered = Boolean(filters.search || filters.status);

  return (
    <Stack gap="md">
      <LeadFilters
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        searchPlaceholder="E-mail"
        status={status}
        onStatusChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        statusOptions={STATUS_OPTIONS}
        onExport={() => void exportCsv()}
        exporting={exporting}
      />
      {subscribers.isPending ? (
        <LoadingState label="Loading subscribers" />
      ) : subscribers.isError ? (
        <LoadError
          title={CONTENT_TEXTS.errorLoadingSubscribers}
          error={subscribers.error}
          onRetry={() => void subscribers.refetch()}
          retrying={subscribers.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState>
          {filtered ? "No subscribers match your search." : "No newsletter subscribers yet."}
        </EmptyState>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table
              striped
              verticalSpacing="sm"
              aria-label="Newsletter subscribers"
              aria-busy={subscribers.isFetching ? "true" : undefined}
              style={{ opacity: subscribers.isPlaceholderData ? 0.6 : 1 }}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">E-mail</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Subscribed</Table.Th>
                  <Table.Th scope="col">Unsubscribe link</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((subscriber) => (
                  <Table.Tr key={subscriber.id}>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>{subscriber.email}</Table.Td>
                    <Table.Td>
                      <DotBadge color={subscriber.status === "active" ? "green" : "gray"}>
                        {STATUS_LABELS[subscriber.status]}
                      </DotBadge>
                    </Table.Td>
                    <Table.Td>{formatDate(subscriber.createdAt)}</Table.Td>
                    <Table.Td>
                      <CopyButton value={subscriber.unsubscribeUrl} timeout={2000}>
                        {({ copied, copy }) => (
                          <Group gap={6} wrap="nowrap">
                            <Tooltip label={copied ? "Copied" : "Copy unsubscribe link"} withArrow>
                              <ActionIcon
                                variant="default"
                                onClick={copy}
                                aria-label={`Copy unsubscribe link for ${subscriber.email}`}
                              >
                                {copied ? (
                                  <IconCheck size={16} aria-hidden />
                                ) : (
                                  <IconCopy size={16} aria-hidden />
                                )}
                              </ActionIcon>
                            </Tooltip>
                            <Text size="sm" aria-live="polite">
                              {copied ? "Copied" : ""}
                            </Text>
                          </Group>
                        )}
                      </CopyButton>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <LeadPager
            page={page}
            pageSize={PAGE_SIZE}
            total={subscribers.data.total}
            onPageChange={setPage}
            noun={["subscriber", "subscribers"]}
          />
        </>
      )}
    </Stack>
  );
}

import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import { Stack } from "@mantine/core";
import { LEADS_PAGE_SIZE_DEFAULT, formatDate } from "@scalemsp/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { DotBadge } from "../shared/status-badge";
import { LeadListState } from "./lead-list-state";
import { type LeadColumn, LeadTable } from "./lead-table";
import { EmailAddress } from "../../../components/email-address";
import type { AdminGuideDownload } from "../shared/api-types";

const COLUMNS: LeadColumn<AdminGuideDownload>[] = [
  { label: "Email", cell: (lead) => <EmailAddress email={lead.email} /> },
  { label: "Guide", cell: (lead) => lead.guide },
  {
    label: "Newsletter",
    cell: (lead) => (
      <DotBadge color={lead.newsletterConsent ? "green" : "gray"}>
        {lead.newsletterConsent ? "Subscribed" : "Not subscribed"}
      </DotBadge>
    ),
  },
  { label: "Downloaded", cell: (lead) => formatDate(lead.createdAt) },
];

/** Visitors who gave an e-mail for a free guide while the e-mail gate was on (contract §13). */
export function GuideDownloadsPanel() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const leads = useQuery({
    ...trpc.admin.leads.guideDownloads.queryOptions({ page, pageSize: LEADS_PAGE_SIZE_DEFAULT }),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md">
      <LeadListState
        query={leads}
        loadingLabel="Loading guide downloads"
        errorTitle="Error loading guide downloads"
        emptyText="No guide downloads yet. Turn on the email gate under Settings to collect them."
      >
        {({ items, total }) => (
          <LeadTable
            label="Guide downloads"
            minWidth={640}
            columns={COLUMNS}
            busy={leads.isFetching}
            stale={leads.isPlaceholderData}
            pager={{
              page,
              pageSize: LEADS_PAGE_SIZE_DEFAULT,
              total,
              onPageChange: setPage,
              noun: ["download", "downloads"],
            }}
            rows={items}
            rowKey={(lead) => lead.id}
          />
        )}
      </LeadListState>
    </Stack>
  );
}

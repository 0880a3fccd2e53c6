import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import { Anchor, Select, Stack, Text } from "@mantine/core";
import { EmailAddress } from "../../../components/email-address";
import {
  ADMIN_MESSAGES,
  CONSULTATION_STATUS_LABELS,
  CONSULTATION_STATUSES,
  type ConsultationStatus,
  formatDate,
  leadStatusText,
} from "@scalemsp/validators";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useBlocker } from "@tanstack/react-router";
import { useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC, useTRPCClient } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import type { AdminConsultation } from "../shared/api-types";
import { LeadListState } from "./lead-list-state";
import { LeadMessage } from "./lead-message";
import { PlanRequestCell } from "./plan-request-cell";
import { usePlanNames } from "../../../lib/plans";
import { clockInZone, useViewerTimeZone } from "../../../session/time-zone";
import { type LeadColumn, LeadTable } from "./lead-table";
import { LeadFilters } from "./list-controls";
import { NoteEditor } from "./note-editor";
import { StrategySessionMark } from "./strategy-session-mark";
import { useLeadList } from "./use-lead-list";

const STATUS_OPTIONS = CONSULTATION_STATUSES.map((status) => ({
  value: status,
  label: CONSULTATION_STATUS_LABELS[status],
}));
const UNSAVED_NOTES = "Some notes are not saved yet. Leave this page and lose them?";

const fullName = (lead: AdminConsultation) => `${lead.firstName} ${lead.lastName}`;

/** Consultation requests, newest first (contract §8), with status and note kept per lead. */
export function ConsultationsPanel({ initialSearch }: { initialSearch?: string }) {
  const trpc = useTRPC();
  const timeZone = useViewerTimeZone();
  const trpcClient = useTRPCClient();
  const queryClient = useQueryClient();
  const list = useLeadList<ConsultationStatus>(
    (filters) => trpcClient.admin.leads.consultationsCsv.query(filters),
    initialSearch,
  );
  const leads = useQuery({
    ...trpc.admin.leads.consultationsPage.queryOptions(list.pageQuery),
    placeholderData: keepPreviousData,
  });
  const update = useMutation(trpc.admin.leads.updateConsultation.mutationOptions());
  const planNames = usePlanNames();

  // Typed notes and chosen statuses live here until the server has them, so a failed save,
  // a page change or a new search never throws away what the coach wrote.
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [pendingStatus, setPendingStatus] = useState<Record<number, ConsultationStatus>>({});
  const [savingNotes, setSavingNotes] = useState<Record<number, boolean>>({});

  const unsaved = Object.keys(drafts).length > 0;
  useBlocker({
    shouldBlockFn: () => unsaved && !window.confirm(UNSAVED_NOTES),
    enableBeforeUnload: () => unsaved,
  });

  const store = (saved: AdminConsultation) => {
    queryClient.setQueriesData<{ items: AdminConsultation[]; total: number }>(
      { queryKey: trpc.admin.leads.consultationsPage.queryKey() },
      (data) => data && { ...data, items: data.items.map((item) => (item.id === saved.id ? saved : item)) },
    );
    void queryClient.invalidateQueries({ queryKey: trpc.admin.leads.pathKey() });
  };

  const changeStatus = (lead: AdminConsultation, next: ConsultationStatus) => {
    if (next === lead.status) return;
    setPendingStatus((s) => ({ ...s, [lead.id]: next }));
    // The promise form, so each row's change settles on its own when several are in flight.
    update
      .mutateAsync({ id: lead.id, status: next })
      .then((saved) => {
        store(saved);
        notifySuccess(ADMIN_MESSAGES.leadUpdated, leadStatusText(CONSULTATION_STATUS_LABELS[next]));
      })
      .catch((error: unknown) => notifyError(ADMIN_MESSAGES.updateFailed, errorMessageOf(error)))
      .finally(() => setPendingStatus(({ [lead.id]: _, ...rest }) => rest));
  };

  const saveNote = (lead: AdminConsultation) => {
    const note = drafts[lead.id];
    if (note === undefined) return;
    setSavingNotes((s) => ({ ...s, [lead.id]: true }));
    update
      .mutateAsync({ id: lead.id, note })
      .then((saved) => {
        store(saved);
        // Only forget the draft if nothing more was typed while saving.
        setDrafts(({ [lead.id]: current, ...rest }) =>
          current === undefined || current === note ? rest : { ...rest, [lead.id]: current },
        );
        notifySuccess(ADMIN_MESSAGES.leadUpdated, ADMIN_MESSAGES.noteSaved);
      })
      .catch((error: unknown) => notifyError(ADMIN_MESSAGES.updateFailed, errorMessageOf(error)))
      .finally(() => setSavingNotes(({ [lead.id]: _, ...rest }) => rest));
  };

  // Who sent it is one column, so Status and Note stay in view beside the message at 1280 px.
  const columns: LeadColumn<AdminConsultation>[] = [
    {
      label: "Contact",
      cellProps: { miw: 180, maw: 240 },
      cell: (lead) => (
        <>
          <Text size="sm" fw={500}>
            {fullName(lead)}
          </Text>
          <Text size="sm">{lead.company}</Text>
          <Anchor href={`mailto:${lead.email}`} size="sm">
            <EmailAddress email={lead.email} />
          </Anchor>
          {lead.employees ? <Text size="xs">{lead.employees} employees</Text> : null}
          <StrategySessionMark state={lead.strategySession} />
          {lead.requestedPlan ? (
            <PlanRequestCell
              lead={{ ...lead, requestedPlan: lead.requestedPlan }}
              names={planNames}
              onApplied={store}
            />
          ) : null}
        </>
      ),
    },
    {
      label: "Message",
      cellProps: { miw: 200, maw: 280 },
      cell: (lead) => (lead.message ? <LeadMessage message={lead.message} name={fullName(lead)} /> : "—"),
    },
    {
      label: "Received",
      cellProps: { style: { whiteSpace: "nowrap" } },
      cell: (lead) => (
        <>
          <Text size="sm">{formatDate(lead.createdAt, { timeZone })}</Text>
          <Text size="xs">{clockInZone(lead.createdAt, timeZone)}</Text>
        </>
      ),
    },
    {
      label: "Status",
      cellProps: { miw: 130 },
      cell: (lead) => (
        <Select
          aria-label={`Status of ${fullName(lead)}`}
          data={STATUS_OPTIONS}
          value={pendingStatus[lead.id] ?? lead.status}
          onChange={(value) => value && changeStatus(lead, value)}
          allowDeselect={false}
          disabled={pendingStatus[lead.id] !== undefined}
          size="xs"
        />
      ),
    },
    {
      label: "Note",
      cellProps: { miw: 220 },
      cell: (lead) => (
        <NoteEditor
          name={fullName(lead)}
          saved={lead.note ?? ""}
          draft={drafts[lead.id]}
          onDraftChange={(value) =>
            setDrafts(({ [lead.id]: _, ...rest }) =>
              value.trim() === (lead.note ?? "").trim() ? rest : { ...rest, [lead.id]: value },
            )
          }
          onSave={() => saveNote(lead)}
          saving={savingNotes[lead.id] === true}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <LeadFilters
        {...list.filterControls}
        searchPlaceholder="Name, company or email"
        statusOptions={STATUS_OPTIONS}
      />
      <LeadListState
        query={leads}
        loadingLabel="Loading consultation requests"
        errorTitle={ADMIN_MESSAGES.errorLoadingConsultations}
        emptyText={
          list.filtered ? "No consultation requests match your search." : "No consultation requests yet."
        }
      >
        {({ items, total }) => (
          <LeadTable
            label="Consultation requests"
            minWidth={820}
            columns={columns}
            busy={leads.isFetching}
            stale={leads.isPlaceholderData}
            pager={{ ...list.pager, total, noun: ["consultation request", "consultation requests"] }}
            rows={items}
            rowKey={(lead) => lead.id}
          />
        )}
      </LeadListState>
    </Stack>
  );
}

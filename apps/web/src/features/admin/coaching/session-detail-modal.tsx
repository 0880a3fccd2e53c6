import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Skeleton.css";
import { Anchor, Button, Group, Modal, Skeleton, Stack, Text, Textarea } from "@mantine/core";
import {
  COACHING_ADMIN_TEXTS as T,
  SESSION_NOTES_TEXTS as N,
  SESSION_KIND_LABELS,
  SESSION_STATUS_LABELS,
  sessionWhen,
} from "@scalemsp/validators";
import { lazy, Suspense, useState } from "react";
import { EmailAddress } from "../../../components/email-address";
import { NotesActionItemRows, type NotesActionItemRow } from "./notes-action-item-rows";
import type { AdminSession } from "./types";
import { useCoachingAdminActions } from "./use-coaching-admin";
import { whoOf } from "./who-of";

// The rich-text editor (tiptap) loads with the first session opened, not with the calendar.
const RichTextEditorField = lazy(() =>
  import("../shared/rich-text-editor").then((m) => ({ default: m.RichTextEditorField })),
);

interface SessionDetailModalProps {
  session: AdminSession | null;
  timeZone: string;
  openedAt: number;
  onClose: () => void;
  /** Opens the change form of an upcoming group session. */
  onChangeGroup: (session: AdminSession) => void;
}

/**
 * One session in the coach's calendar: who, when, attended or no-show, cancel, and (contract
 * §15) the notes the business sees, the private note, and action items saved with the notes.
 */
export function SessionDetailModal({
  session,
  timeZone,
  openedAt,
  onClose,
  onChangeGroup,
}: SessionDetailModalProps) {
  return (
    <Modal
      opened={session !== null}
      onClose={onClose}
      title={session?.title ?? ""}
      size="lg"
      closeButtonProps={{ "aria-label": N.closeDialog }}
    >
      {session ? (
        <SessionDetail
          key={session.id}
          session={session}
          timeZone={timeZone}
          openedAt={openedAt}
          onClose={onClose}
          onChangeGroup={onChangeGroup}
        />
      ) : null}
    </Modal>
  );
}

function SessionDetail({
  session,
  timeZone,
  openedAt,
  onClose,
  onChangeGroup,
}: SessionDetailModalProps & { session: AdminSession }) {
  const { updateSession, saveNotes } = useCoachingAdminActions();
  const [privateNote, setPrivateNote] = useState(session.coachNotes ?? "");
  const [notes, setNotes] = useState(session.sharedNotes ?? "");
  const [rows, setRows] = useState<NotesActionItemRow[]>([]);
  const started = new Date(session.startsAt).getTime() <= openedAt;
  const booked = session.status === "booked";
  // Action items go to one business: a one-to-one's (a group or strategy session has none).
  const itemsBusinessId = session.kind === "one_to_one" ? (session.business?.id ?? null) : null;
  const pending = updateSession.isPending || saveNotes.isPending;
  // The notes and the new action items in one step, then the status if one was chosen.
  const save = async (status?: AdminSession["status"]) => {
    const actionItems = rows
      .filter((row) => row.title.trim() !== "")
      .map((row) => ({
        title: row.title,
        dueDate: row.dueDate || null,
        assigneeId: row.assigneeId ? Number(row.assigneeId) : null,
      }));
    try {
      await saveNotes.mutateAsync({
        id: session.id,
        notes: notes || null,
        privateNote: privateNote || null,
        ...(actionItems.length > 0 ? { actionItems } : {}),
      });
      setRows([]);
      if (status) await updateSession.mutateAsync({ id: session.id, status });
      onClose();
    } catch {
      // Each mutation tells the admin what went wrong; the modal stays open with what was typed.
    }
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm">{sessionWhen(session.startsAt, session.endsAt, timeZone)}</Text>
        <Text size="sm">
          {SESSION_KIND_LABELS[session.kind]} · {SESSION_STATUS_LABELS[session.status]} ·{" "}
          {T.coachNamed(session.coach.name)}
        </Text>
        <Text size="sm">{T.withWho(whoOf(session))}</Text>
        {session.lead ? (
          <Text size="sm">
            {T.leadLabel}{" "}
            <Anchor href={`mailto:${session.lead.email}`} size="sm">
              <EmailAddress email={session.lead.email} />
            </Anchor>
          </Text>
        ) : null}
        {session.bookedBy ? (
          <Text size="sm">
            {T.bookedByLabel(session.bookedBy.name)} (
            <Anchor href={`mailto:${session.bookedBy.email}`} size="sm">
              <EmailAddress email={session.bookedBy.email} />
            </Anchor>
            )
          </Text>
        ) : null}
        {session.topic ? <Text size="sm">{T.topic(session.topic)}</Text> : null}
        {session.attendees.length > 0 ? (
          <Text size="sm">
            {T.seats(session.attendees.map((a) => `${a.name} (${a.businessName})`).join(", "))}
          </Text>
        ) : null}
        {session.cancelReason ? <Text size="sm">{T.reasonGiven(session.cancelReason)}</Text> : null}
      </Stack>
      <Suspense fallback={<Skeleton h={240} radius="sm" aria-hidden />}>
        <RichTextEditorField
          label={N.notes}
          description={N.notesHint}
          value={notes}
          onChange={setNotes}
          testId="session-notes-editor"
        />
      </Suspense>
      <Textarea
        label={N.privateNote}
        description={N.privateNoteHint}
        autosize
        minRows={2}
        maxLength={10_000}
        value={privateNote}
        onChange={(event) => setPrivateNote(event.currentTarget.value)}
      />
      {itemsBusinessId !== null ? (
        <NotesActionItemRows
          sessionId={session.id}
          businessId={itemsBusinessId}
          rows={rows}
          onChange={setRows}
        />
      ) : (
        <Text size="xs" c="dimmed">
          {N.noBusinessForItems}
        </Text>
      )}
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          {booked && started ? (
            <>
              <Button variant="light" color="green" loading={pending} onClick={() => void save("completed")}>
                {T.markAttended}
              </Button>
              <Button variant="light" color="orange" loading={pending} onClick={() => void save("no_show")}>
                {T.markNoShow}
              </Button>
            </>
          ) : null}
          {booked && !started && session.kind === "group" ? (
            <Button variant="light" onClick={() => onChangeGroup(session)}>
              {T.changeGroup}
            </Button>
          ) : null}
          {booked && !started ? (
            <Button variant="subtle" color="red" loading={pending} onClick={() => void save("cancelled")}>
              {T.cancelSession}
            </Button>
          ) : null}
        </Group>
        <Button loading={pending} onClick={() => void save()}>
          {T.saveNotes}
        </Button>
      </Group>
    </Stack>
  );
}

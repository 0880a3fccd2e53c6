import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Modal.css";
import { Anchor, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import {
  COACHING_ADMIN_TEXTS as T,
  SESSION_KIND_LABELS,
  SESSION_STATUS_LABELS,
  sessionWhen,
} from "@scalemsp/validators";
import { useState } from "react";
import type { AdminSession } from "./types";
import { useCoachingAdminActions } from "./use-coaching-admin";
import { whoOf } from "./who-of";

interface SessionDetailModalProps {
  session: AdminSession | null;
  timeZone: string;
  openedAt: number;
  onClose: () => void;
  /** Opens the change form of an upcoming group session. */
  onChangeGroup: (session: AdminSession) => void;
}

/** One session in the coach's calendar: who, when, attended or no-show, cancel, private and shared notes. */
export function SessionDetailModal({
  session,
  timeZone,
  openedAt,
  onClose,
  onChangeGroup,
}: SessionDetailModalProps) {
  return (
    <Modal opened={session !== null} onClose={onClose} title={session?.title ?? ""} size="lg">
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
  const { updateSession } = useCoachingAdminActions();
  const [coachNotes, setCoachNotes] = useState(session.coachNotes ?? "");
  const [sharedNotes, setSharedNotes] = useState(session.sharedNotes ?? "");
  const started = new Date(session.startsAt).getTime() <= openedAt;
  const booked = session.status === "booked";
  const save = (status?: AdminSession["status"]) =>
    updateSession.mutate(
      { id: session.id, status, coachNotes: coachNotes || null, sharedNotes: sharedNotes || null },
      { onSuccess: onClose },
    );

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
              {session.lead.email}
            </Anchor>
          </Text>
        ) : null}
        {session.bookedBy ? (
          <Text size="sm">
            {T.bookedByLabel(session.bookedBy.name)} (
            <Anchor href={`mailto:${session.bookedBy.email}`} size="sm">
              {session.bookedBy.email}
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
      <Textarea
        label={T.privateNotes}
        description={T.privateNotesHint}
        autosize
        minRows={3}
        maxLength={10_000}
        value={coachNotes}
        onChange={(event) => setCoachNotes(event.currentTarget.value)}
      />
      <Textarea
        label={T.sharedNotes}
        description={T.sharedNotesHint}
        autosize
        minRows={3}
        maxLength={10_000}
        value={sharedNotes}
        onChange={(event) => setSharedNotes(event.currentTarget.value)}
      />
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          {booked && started ? (
            <>
              <Button
                variant="light"
                color="green"
                loading={updateSession.isPending}
                onClick={() => save("completed")}
              >
                {T.markAttended}
              </Button>
              <Button
                variant="light"
                color="orange"
                loading={updateSession.isPending}
                onClick={() => save("no_show")}
              >
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
            <Button
              variant="subtle"
              color="red"
              loading={updateSession.isPending}
              onClick={() => save("cancelled")}
            >
              {T.cancelSession}
            </Button>
          ) : null}
        </Group>
        <Button loading={updateSession.isPending} onClick={() => save()}>
          {T.saveNotes}
        </Button>
      </Group>
    </Stack>
  );
}

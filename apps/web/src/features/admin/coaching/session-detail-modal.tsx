import "@mantine/core/styles/Modal.css";
import { Anchor, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { SESSION_KIND_LABELS, SESSION_STATUS_LABELS, sessionWhen } from "@scalemsp/validators";
import { useState } from "react";
import type { AdminSession } from "./types";
import { useCoachingAdminActions } from "./use-coaching-admin";
import { whoOf } from "./calendar-week";

interface SessionDetailModalProps {
  session: AdminSession | null;
  timeZone: string;
  openedAt: number;
  onClose: () => void;
}

/** One session in the coach's calendar: who, when, attended or no-show, cancel, private and shared notes. */
export function SessionDetailModal({ session, timeZone, openedAt, onClose }: SessionDetailModalProps) {
  return (
    <Modal opened={session !== null} onClose={onClose} title={session?.title ?? ""} size="lg">
      {session ? (
        <SessionDetail
          key={session.id}
          session={session}
          timeZone={timeZone}
          openedAt={openedAt}
          onClose={onClose}
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
          {SESSION_KIND_LABELS[session.kind]} · {SESSION_STATUS_LABELS[session.status]} · Coach{" "}
          {session.coach.name}
        </Text>
        <Text size="sm">With: {whoOf(session)}</Text>
        {session.lead ? (
          <Text size="sm">
            Lead:{" "}
            <Anchor href={`mailto:${session.lead.email}`} size="sm">
              {session.lead.email}
            </Anchor>
          </Text>
        ) : null}
        {session.bookedBy ? (
          <Text size="sm">
            Booked by {session.bookedBy.name} (
            <Anchor href={`mailto:${session.bookedBy.email}`} size="sm">
              {session.bookedBy.email}
            </Anchor>
            )
          </Text>
        ) : null}
        {session.topic ? <Text size="sm">Topic: {session.topic}</Text> : null}
        {session.attendees.length > 0 ? (
          <Text size="sm">
            Seats: {session.attendees.map((a) => `${a.name} (${a.businessName})`).join(", ")}
          </Text>
        ) : null}
        {session.cancelReason ? <Text size="sm">Reason given: {session.cancelReason}</Text> : null}
      </Stack>
      <Textarea
        label="Private notes"
        description="Only coaches see these."
        autosize
        minRows={3}
        maxLength={10_000}
        value={coachNotes}
        onChange={(event) => setCoachNotes(event.currentTarget.value)}
      />
      <Textarea
        label="Notes for the member"
        description="Shown with the past session on the member's Sessions page."
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
                Mark attended
              </Button>
              <Button
                variant="light"
                color="orange"
                loading={updateSession.isPending}
                onClick={() => save("no_show")}
              >
                Mark no-show
              </Button>
            </>
          ) : null}
          {booked && !started ? (
            <Button
              variant="subtle"
              color="red"
              loading={updateSession.isPending}
              onClick={() => save("cancelled")}
            >
              Cancel session
            </Button>
          ) : null}
        </Group>
        <Button loading={updateSession.isPending} onClick={() => save()}>
          Save notes
        </Button>
      </Group>
    </Stack>
  );
}

import type { SessionChangeItem, SessionChangesData, SessionEmailData } from "@scalemsp/email";
import { NOTICE_COALESCE_MS } from "@scalemsp/validators";
import type { Coalescing } from "../email";

/**
 * Contract §14 'coach notifications': which session e-mails are coalesced, and how. The coach's
 * notices about one member merge into one list of changes; a member's own join or leave of one
 * group session is replaced by the latest, since only where they stand now matters.
 */

type SessionPayload = SessionEmailData & { change?: "booked" | "moved" | "scheduled" };

/** A queued coach notice as lines of the list: one change, or the list it already is. */
function changesOf(kind: string, payload: unknown): SessionChangeItem[] {
  if (kind === "session-changes") return (payload as SessionChangesData).changes;
  const data = payload as SessionPayload;
  const change = kind === "session-cancelled" ? "cancelled" : data.change === "moved" ? "moved" : "booked";
  return [
    {
      change,
      sessionId: data.sessionId,
      title: data.title,
      when: data.when,
      topic: data.topic,
      ics: data.ics,
    },
  ];
}

/** The coach's notices about one attendee (a member, or a visitor's address). */
export const coachNoticesAbout = (coachEmail: string, attendeeEmail: string | null): Coalescing => ({
  key: `coach-sessions:${coachEmail.toLowerCase()}:${(attendeeEmail ?? "").toLowerCase()}`,
  gapMs: NOTICE_COALESCE_MS,
  merge: (open, next) => ({
    kind: "session-changes",
    to: open.to ?? coachEmail,
    data: {
      withName: (next.data as SessionEmailData).withName,
      changes: [...changesOf(open.kind, open.payload), ...changesOf(next.kind, next.data)],
    },
  }),
});

/** A member's own join and leave e-mails for one group session: the latest replaces one still queued. */
export const seatNoticesFor = (sessionId: number, memberEmail: string): Coalescing => ({
  key: `seat:${sessionId}:${memberEmail.toLowerCase()}`,
  gapMs: NOTICE_COALESCE_MS,
  merge: (_open, next) => next,
});

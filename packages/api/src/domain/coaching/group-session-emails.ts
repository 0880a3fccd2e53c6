import {
  and,
  coachingSessions,
  emailOutbox,
  eq,
  groupSessionSeats,
  isNull,
  sql,
  users,
  type Database,
} from "@scalemsp/db";
import type { SessionEmailData } from "@scalemsp/email";
import { BRAND_DEFAULTS, COACHING_RULES, sessionWhen } from "@scalemsp/validators";
import { getBrand } from "../site/brand";
import { enqueueCoalesced, enqueueEmails, type QueuedEmail } from "../email";
import { calendarEventOf } from "./calendar-feed";
import { invitationFile, type CalendarPerson } from "./icalendar";
import { seatNoticesFor } from "./session-notices";
import { loadSessionWithPeople, sessionTitle, type SessionWithPeople } from "./session-views";

/**
 * A group occurrence's e-mails (decision 030's pattern, one message per reader): its seats
 * have no one booker, so each seated member gets their own invitation naming them, and the
 * coach gets one for the occurrence. Queued in the transaction of the change, like a
 * one-to-one's; no signed change link, since a seat is left from the Sessions page.
 */

export type GroupChange = "scheduled" | "moved" | "cancelled";
export type SeatChange = "joined" | "left";

const HOUR = 3_600_000;

interface Context {
  row: SessionWithPeople;
  zone: string;
  brand: string;
}

async function contextOf(tx: Database, sessionId: number): Promise<Context | null> {
  const row = await loadSessionWithPeople(tx, eq(coachingSessions.id, sessionId));
  if (!row || row.session.kind !== "group") return null;
  const brand = await getBrand(tx, { ...BRAND_DEFAULTS });
  return { row, zone: row.coachTimeZone ?? "America/New_York", brand: brand.product };
}

/** A seated member, with the zone their account reads times in (null until set). */
interface SeatedMember extends CalendarPerson {
  timeZone: string | null;
}

const memberColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  timeZone: users.timeZone,
};
const toMember = (r: { firstName: string; lastName: string; email: string; timeZone: string | null }) => ({
  name: `${r.firstName} ${r.lastName}`.trim(),
  email: r.email,
  timeZone: r.timeZone,
});

/** The members holding a seat now. */
async function seatedMembers(tx: Database, sessionId: number): Promise<SeatedMember[]> {
  const rows = await tx
    .select(memberColumns)
    .from(groupSessionSeats)
    .innerJoin(users, eq(users.id, groupSessionSeats.userId))
    .where(and(eq(groupSessionSeats.sessionId, sessionId), isNull(groupSessionSeats.leftAt)));
  return rows.map(toMember);
}

/** The calendar file for these attendees; CANCEL when the occurrence, or this reader's seat, is gone. */
function fileFor(c: Context, attendees: SeatedMember[], cancelled: boolean, now: Date): string {
  const event = calendarEventOf(c.row, { lead: null, siteUrl: null, now });
  const people = attendees.map(({ name, email }): CalendarPerson => ({ name, email }));
  return invitationFile({ ...event, attendees: people, cancelled: cancelled || event.cancelled }, c.brand, now);
}

/** A message's data; `reader` is the member it is for (their zone), none for the coach's copy. */
function dataFor(
  c: Context,
  audience: "attendee" | "coach",
  withName: string,
  ics: string | null,
  reader?: SeatedMember,
) {
  const s = c.row.session;
  return {
    sessionId: s.id,
    audience,
    title: sessionTitle(s),
    when: sessionWhen(s.startsAt, s.endsAt, reader?.timeZone ?? c.zone),
    withName,
    topic: null,
    manageToken: null,
    meetingUrl: null,
    ics,
  } satisfies SessionEmailData;
}

/** Reminders queued for this occurrence: every reader's, or one member's. */
async function dropQueuedReminders(tx: Database, sessionId: number, to?: string) {
  await tx
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, "session-reminder"),
        eq(emailOutbox.status, "queued"),
        sql`${emailOutbox.payload}->>'sessionId' = ${String(sessionId)}`,
        to === undefined ? undefined : eq(emailOutbox.to, to),
      ),
    );
}

/** A member's invitation and its reminders still ahead. */
function seatInvitation(
  c: Context,
  member: SeatedMember,
  change: "booked" | "moved",
  now: Date,
): QueuedEmail[] {
  const data = dataFor(c, "attendee", c.row.coachName, fileFor(c, [member], false, now), member);
  const reminders = COACHING_RULES.reminderLeadHours
    .map((leadHours) => ({
      leadHours,
      sendAt: new Date(c.row.session.startsAt.getTime() - leadHours * HOUR),
    }))
    .filter(({ sendAt }) => sendAt > now)
    .map(({ leadHours, sendAt }): QueuedEmail => ({
      kind: "session-reminder",
      to: member.email,
      data: { ...data, ics: null, meetingUrl: c.row.coachMeetingUrl, leadHours },
      sendAt,
    }));
  return [{ kind: "session-booked", to: member.email, data: { ...data, change } }, ...reminders];
}

/** Who the coach's copy says the occurrence is with. */
const seatsLine = (c: Context, seated: number) =>
  `the group (${seated} of ${c.row.session.capacity ?? 0} seats taken)`;

/** A member took or gave up a seat: their own invitation, or its cancellation. */
export async function enqueueSeatEmail(
  tx: Database,
  sessionId: number,
  userId: number,
  change: SeatChange,
  now: Date,
): Promise<void> {
  const c = await contextOf(tx, sessionId);
  const [user] = await tx.select(memberColumns).from(users).where(eq(users.id, userId));
  if (!c || !user) return;
  const member = toMember(user);
  // At most one join or leave e-mail an hour for this seat, saying where the member stands (§14).
  const notices = seatNoticesFor(sessionId, member.email);
  if (change === "joined") {
    const [invitation, ...reminders] = seatInvitation(c, member, "booked", now);
    await enqueueCoalesced(tx, invitation!, notices, now);
    return enqueueEmails(tx, reminders);
  }
  await dropQueuedReminders(tx, sessionId, member.email);
  const data = dataFor(c, "attendee", c.row.coachName, fileFor(c, [member], true, now), member);
  await enqueueCoalesced(tx, { kind: "session-cancelled", to: member.email, data }, notices, now);
}

/** The coach scheduled, moved or cancelled the occurrence: every seated member and the coach hear of it. */
export async function enqueueGroupSessionEmails(
  tx: Database,
  sessionId: number,
  change: GroupChange,
  now: Date,
): Promise<void> {
  const c = await contextOf(tx, sessionId);
  if (!c) return;
  const members = await seatedMembers(tx, sessionId);
  const coachData = dataFor(c, "coach", seatsLine(c, members.length), fileFor(c, members, false, now));
  if (change !== "scheduled") await dropQueuedReminders(tx, sessionId);
  const messages: QueuedEmail[] =
    change === "cancelled"
      ? [
          ...members.map((member): QueuedEmail => ({
            kind: "session-cancelled",
            to: member.email,
            data: dataFor(c, "attendee", c.row.coachName, fileFor(c, [member], true, now), member),
          })),
          { kind: "session-cancelled", to: c.row.coachEmail, data: coachData },
        ]
      : [
          ...members.flatMap((member) => seatInvitation(c, member, "moved", now)),
          { kind: "session-booked", to: c.row.coachEmail, data: { ...coachData, change } },
        ];
  // One statement for the whole group, however many members hold a seat.
  await enqueueEmails(tx, messages);
}

import { and, coachingSessions, emailOutbox, eq, sql, type Database } from "@scalemsp/db";
import type { SessionEmailData } from "@scalemsp/email";
import { BRAND_DEFAULTS, COACHING_RULES, sessionWhen } from "@scalemsp/validators";
import { getBrand } from "../site/brand";
import { enqueueCoalesced, enqueueEmail } from "../email";
import { calendarEventOf } from "./calendar-feed";
import { enqueueGroupSessionEmails } from "./group-session-emails";
import { invitationFile } from "./icalendar";
import { manageToken } from "./signed-links";
import { coachNoticesAbout } from "./session-notices";
import { leadsOf, loadSessionWithPeople, sessionTitle } from "./session-views";

/**
 * The e-mails of a session's life (contract §10 'calendar', §13 'reminders and changes'),
 * queued in the transaction of the change: the attendee and the coach each get the booking,
 * change or cancellation with its calendar file; the attendee's carries the signed link to
 * reschedule or cancel, and reminders carrying the meeting link are queued for 24 hours and
 * 1 hour before the start (those already past are skipped).
 */

export type SessionChange = "booked" | "moved" | "cancelled";

const HOUR = 3_600_000;

/** A change voids the reminder queued for the old time. */
async function dropQueuedReminders(tx: Database, sessionId: number) {
  await tx
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, "session-reminder"),
        eq(emailOutbox.status, "queued"),
        sql`${emailOutbox.payload}->>'sessionId' = ${String(sessionId)}`,
      ),
    );
}

export async function enqueueSessionEmails(
  tx: Database,
  sessionId: number,
  change: SessionChange,
  now: Date,
): Promise<void> {
  const row = await loadSessionWithPeople(tx, eq(coachingSessions.id, sessionId));
  if (!row) return;
  // A group occurrence has seats, not one booker: each seated member gets their own message.
  if (row.session.kind === "group")
    return enqueueGroupSessionEmails(tx, sessionId, change === "booked" ? "scheduled" : change, now);
  const s = row.session;
  const lead = (await leadsOf(tx, [row])).get(s.consultationRequestId ?? -1) ?? null;
  const attendee = lead
    ? { name: lead.name, email: lead.email }
    : row.bookedByEmail
      ? { name: `${row.bookedByFirstName} ${row.bookedByLastName}`.trim(), email: row.bookedByEmail }
      : null;
  const brand = await getBrand(tx, { ...BRAND_DEFAULTS });
  const coachZone = row.coachTimeZone ?? "America/New_York";
  const ics = invitationFile(calendarEventOf(row, { lead, siteUrl: null, now }), brand.product, now);
  const token = change === "cancelled" ? null : await manageToken(tx, s.id, now);
  const base = { sessionId: s.id, title: sessionTitle(s), topic: s.topic, meetingUrl: null, ics };

  if (change !== "booked") await dropQueuedReminders(tx, s.id);
  const forAttendee: SessionEmailData | null = attendee
    ? {
        ...base,
        audience: "attendee",
        // A member reads times in their account's zone; a visitor in the one they booked from.
        when: sessionWhen(
          s.startsAt,
          s.endsAt,
          (lead ? null : row.bookedByTimeZone) ?? s.attendeeTimeZone ?? coachZone,
        ),
        withName: row.coachName,
        manageToken: token,
      }
    : null;
  const forCoach: SessionEmailData = {
    ...base,
    audience: "coach",
    when: sessionWhen(s.startsAt, s.endsAt, coachZone),
    withName: attendee?.name ?? "a visitor",
    manageToken: null,
  };
  // At most one notice an hour to the coach about this attendee, listing the changes (§14).
  const coachNotices = coachNoticesAbout(row.coachEmail, attendee?.email ?? null);

  if (change === "cancelled") {
    if (forAttendee)
      await enqueueEmail(tx, { kind: "session-cancelled", to: attendee!.email, data: forAttendee });
    await enqueueCoalesced(
      tx,
      { kind: "session-cancelled", to: row.coachEmail, data: forCoach },
      coachNotices,
      now,
    );
    return;
  }
  if (forAttendee) {
    await enqueueEmail(tx, { kind: "session-booked", to: attendee!.email, data: { ...forAttendee, change } });
    for (const leadHours of COACHING_RULES.reminderLeadHours) {
      const remindAt = new Date(s.startsAt.getTime() - leadHours * HOUR);
      if (remindAt > now)
        await enqueueEmail(
          tx,
          {
            kind: "session-reminder",
            to: attendee!.email,
            data: { ...forAttendee, ics: null, meetingUrl: row.coachMeetingUrl, leadHours },
          },
          { sendAt: remindAt },
        );
    }
  }
  await enqueueCoalesced(
    tx,
    { kind: "session-booked", to: row.coachEmail, data: { ...forCoach, change } },
    coachNotices,
    now,
  );
}

import {
  and,
  asc,
  businesses,
  coachingSessions,
  eq,
  gte,
  groupSessionSeats,
  inArray,
  isNull,
  lt,
  users,
  type Database,
} from "@scalemsp/db";
import {
  COACHING_MESSAGES,
  MESSAGES,
  type adminSessionUpdateInput,
  type adminSessionsQueryInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest, conflict, notFound } from "../../errors";
import { iso, isoOrNull } from "../serialize";
import { cancelSessionRow } from "./booking";
import { writeSessionNotes } from "./session-notes";
import type { SessionRow } from "./session-row";
import { leadsOf, sessionTitle, sessionWithPeople, type SessionWithPeople } from "./session-views";

/** The coach's calendar (contract §10 GET and PATCH /api/admin/sessions). */

const DAY = 86_400_000;
/** The widest range one calendar read may ask for. */
const MAX_RANGE_DAYS = 93;

async function detailsOf(db: Database, rows: SessionWithPeople[]) {
  const businessIds = [...new Set(rows.flatMap((r) => (r.session.businessId ? [r.session.businessId] : [])))];
  const groupIds = rows.filter((r) => r.session.kind === "group").map((r) => r.session.id);
  const [businessRows, lead, seatRows] = await Promise.all([
    businessIds.length === 0
      ? []
      : db
          .select({ id: businesses.id, name: businesses.name, planLevel: businesses.planLevel })
          .from(businesses)
          .where(inArray(businesses.id, businessIds)),
    leadsOf(db, rows),
    groupIds.length === 0
      ? []
      : db
          .select({
            sessionId: groupSessionSeats.sessionId,
            userId: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            businessName: businesses.name,
          })
          .from(groupSessionSeats)
          .innerJoin(users, eq(users.id, groupSessionSeats.userId))
          .innerJoin(businesses, eq(businesses.id, groupSessionSeats.businessId))
          .where(and(inArray(groupSessionSeats.sessionId, groupIds), isNull(groupSessionSeats.leftAt))),
  ]);
  return {
    business: new Map(businessRows.map((b) => [b.id, b])),
    lead,
    seats: (sessionId: number) =>
      seatRows
        .filter((s) => s.sessionId === sessionId)
        .map((s) => ({
          userId: s.userId,
          name: `${s.firstName} ${s.lastName}`.trim(),
          email: s.email,
          businessName: s.businessName,
        })),
  };
}

function toAdminSession(row: SessionWithPeople, details: Awaited<ReturnType<typeof detailsOf>>) {
  const s = row.session;
  const lead = s.consultationRequestId ? details.lead.get(s.consultationRequestId) : undefined;
  const business = s.businessId ? details.business.get(s.businessId) : undefined;
  const attendees = s.kind === "group" ? details.seats(s.id) : [];
  return {
    id: s.id,
    kind: s.kind,
    title: sessionTitle(s),
    startsAt: iso(s.startsAt),
    endsAt: iso(s.endsAt),
    status: s.status,
    coach: { id: s.coachId, name: row.coachName },
    business: business ? { id: business.id, name: business.name, planLevel: business.planLevel } : null,
    lead: lead ? { id: lead.id, name: lead.name, email: lead.email, company: lead.company } : null,
    bookedBy:
      s.bookedById !== null && row.bookedByEmail
        ? {
            id: s.bookedById,
            name: `${row.bookedByFirstName} ${row.bookedByLastName}`.trim(),
            email: row.bookedByEmail,
          }
        : null,
    topic: s.topic,
    coachNotes: s.coachNotes,
    sharedNotes: s.sharedNotes,
    capacity: s.capacity,
    attendees,
    cancelledAt: isoOrNull(s.cancelledAt),
    cancelReason: s.cancelReason,
    meetingUrl: row.coachMeetingUrl,
  };
}
export type AdminSession = ReturnType<typeof toAdminSession>;

export async function listAdminSessions(
  db: Database,
  input: z.output<typeof adminSessionsQueryInput>,
  now: Date,
): Promise<AdminSession[]> {
  const from = input.from ?? new Date(now.getTime() - 7 * DAY);
  const to = input.to ?? new Date(from.getTime() + 35 * DAY);
  if (to <= from) throw badRequest(COACHING_MESSAGES.toBeforeFrom, "to");
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY)
    throw badRequest(COACHING_MESSAGES.calendarRangeTooLong, "to");
  const rows = await sessionWithPeople(db)
    .where(and(gte(coachingSessions.startsAt, from), lt(coachingSessions.startsAt, to)))
    .orderBy(asc(coachingSessions.startsAt), asc(coachingSessions.id));
  const details = await detailsOf(db, rows);
  return rows.map((row) => toAdminSession(row, details));
}

export async function adminSession(db: Database, id: number): Promise<AdminSession> {
  const [row] = await sessionWithPeople(db).where(eq(coachingSessions.id, id));
  if (!row) throw notFound(COACHING_MESSAGES.sessionNotFound);
  return toAdminSession(row, await detailsOf(db, [row]));
}

/**
 * Marks attended or no-show once started, cancels (the allowance always comes back when
 * the coach cancels), and keeps private and shared notes.
 */
export async function updateAdminSession(
  db: Database,
  input: z.output<typeof adminSessionUpdateInput>,
  now: Date,
): Promise<{ session: AdminSession; cancelled: SessionRow | null }> {
  const [session] = await db.select().from(coachingSessions).where(eq(coachingSessions.id, input.id));
  if (!session) throw notFound(COACHING_MESSAGES.sessionNotFound);
  if (input.status === undefined && input.coachNotes === undefined && input.sharedNotes === undefined)
    throw badRequest(MESSAGES.nothingToChange);
  let cancelled: SessionRow | null = null;
  if (input.status !== undefined && input.status !== session.status) {
    if (session.status === "cancelled") throw conflict(COACHING_MESSAGES.cancelledStays);
    if (input.status === "cancelled") {
      cancelled = await cancelSessionRow(db, session, null, now, { byCoach: true });
    } else if (input.status === "booked") {
      if (session.startsAt <= now) throw conflict(COACHING_MESSAGES.startedCannotRebook);
    } else if (session.startsAt > now) {
      throw conflict(COACHING_MESSAGES.markAfterStart);
    }
  }
  const status = cancelled ? undefined : input.status;
  if (status !== undefined)
    await db
      .update(coachingSessions)
      .set({ status, updatedAt: now })
      .where(eq(coachingSessions.id, session.id));
  // Notes take the one road every notes write takes (contract §15: sanitized as lesson text).
  if (input.coachNotes !== undefined || input.sharedNotes !== undefined)
    await writeSessionNotes(db, session.id, { notes: input.sharedNotes, privateNote: input.coachNotes }, now);
  return { session: await adminSession(db, session.id), cancelled };
}

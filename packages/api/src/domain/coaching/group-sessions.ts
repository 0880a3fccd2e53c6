import { randomUUID } from "node:crypto";
import {
  and,
  asc,
  coachingSessions,
  eq,
  gt,
  groupSessionSeats,
  isNull,
  sql,
  type Database,
} from "@scalemsp/db";
import {
  COACHING_MESSAGES,
  COACHING_RULES,
  type groupSessionCreateInput,
  type sessionIdInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import type { SessionUser } from "../../context";
import { badRequest, conflict, forbidden, notFound } from "../../errors";
import { assertGroupLeft, groupSeatsUsed, lockBusinessPlan, readAllowances } from "./allowances";
import { busyBetween } from "./booking";
import { coachOf, coachTimeZone, lockCoach, storeCoach } from "./coaches";
import { enqueueGroupSessionEmails, enqueueSeatEmail } from "./group-session-emails";
import { heldSeats, seatsTaken } from "./held-seats";
import { isoWeekOf } from "./periods";
import type { SessionRow } from "./session-row";
import { loadSessionWithPeople, sessionTitle, sessionWithPeople } from "./session-views";
import { overlapsWithBuffer } from "./slots";
import { preparedStatement } from "../prepared";
import { iso } from "../serialize";

/** Group occurrences (contract §10): the coach schedules them; members join and leave within their plan. */

const HOUR = 3_600_000;

function toOccurrence(session: SessionRow, coachName: string, taken: number, joined: boolean) {
  return {
    id: session.id,
    title: sessionTitle(session),
    startsAt: iso(session.startsAt),
    endsAt: iso(session.endsAt),
    capacity: session.capacity ?? 0,
    seatsLeft: Math.max(0, (session.capacity ?? 0) - taken),
    joined,
    coach: { id: session.coachId, name: coachName },
  };
}
export type GroupOccurrence = ReturnType<typeof toOccurrence>;

const upcomingGroupsStatement = preparedStatement((db, _variant: "upcoming") =>
  sessionWithPeople(db)
    .where(
      and(
        eq(coachingSessions.kind, "group"),
        eq(coachingSessions.status, "booked"),
        gt(coachingSessions.startsAt, sql.placeholder("now")),
      ),
    )
    .orderBy(asc(coachingSessions.startsAt))
    .prepare("upcoming_group_sessions"),
);

/** Contract §10 GET /api/group-sessions: upcoming occurrences with seats left and whether the caller joined. */
export async function listGroupSessions(
  db: Database,
  viewer: SessionUser,
  now: Date,
): Promise<GroupOccurrence[]> {
  // As text: a placeholder compared with a column skips the column's own encoding.
  const rows = await upcomingGroupsStatement(db, "upcoming").execute({ now: now.toISOString() });
  const seats = await heldSeats(
    db,
    rows.map((r) => r.session.id),
    viewer.id,
  );
  return rows.map((r) => {
    const held = seats.get(r.session.id);
    return toOccurrence(r.session, r.coachName, held?.taken ?? 0, held?.mine === true);
  });
}

export async function occurrence(db: Database, viewer: SessionUser, id: number): Promise<GroupOccurrence> {
  const row = await loadSessionWithPeople(
    db,
    and(eq(coachingSessions.id, id), eq(coachingSessions.kind, "group"))!,
  );
  if (!row) throw notFound(COACHING_MESSAGES.sessionNotFound);
  const held = (await heldSeats(db, [id], viewer.id)).get(id);
  return toOccurrence(row.session, row.coachName, held?.taken ?? 0, held?.mine === true);
}

/** Locks an upcoming group occurrence for the rest of the transaction. */
export async function lockUpcomingGroup(tx: Database, id: number, now: Date): Promise<SessionRow> {
  const [session] = await tx
    .select()
    .from(coachingSessions)
    .where(and(eq(coachingSessions.id, id), eq(coachingSessions.kind, "group")))
    .for("update");
  if (!session) throw notFound(COACHING_MESSAGES.sessionNotFound);
  if (session.status !== "booked" || session.startsAt <= now) throw conflict(COACHING_MESSAGES.notUpcoming);
  return session;
}

/** A seat, within the week's allowance and the capacity; joining twice keeps the one seat. */
export async function joinGroupSession(
  db: Database,
  viewer: SessionUser,
  input: z.output<typeof sessionIdInput>,
  now: Date,
): Promise<GroupOccurrence> {
  if (viewer.businessId === null) throw forbidden(COACHING_MESSAGES.noBusiness);
  const businessId = viewer.businessId;
  await db.transaction(async (tx) => {
    const plan = await lockBusinessPlan(tx, businessId);
    const session = await lockUpcomingGroup(tx, input.id, now);
    const [seat] = await tx
      .select()
      .from(groupSessionSeats)
      .where(and(eq(groupSessionSeats.sessionId, session.id), eq(groupSessionSeats.userId, viewer.id)));
    if (seat && seat.leftAt === null) return;
    const zone = await coachTimeZone(tx, session.coachId);
    // A seat left late still counts this week: taking it back costs nothing more.
    if (!seat) {
      assertGroupLeft(
        await readAllowances(tx),
        plan,
        await groupSeatsUsed(tx, businessId, isoWeekOf(session.startsAt, zone)),
      );
    }
    if ((await seatsTaken(tx, session.id)) >= (session.capacity ?? 0))
      throw conflict(COACHING_MESSAGES.groupFull);
    if (seat) {
      await tx
        .update(groupSessionSeats)
        .set({ leftAt: null })
        .where(and(eq(groupSessionSeats.sessionId, session.id), eq(groupSessionSeats.userId, viewer.id)));
    } else {
      await tx
        .insert(groupSessionSeats)
        .values({ sessionId: session.id, userId: viewer.id, businessId, joinedAt: now });
    }
    await enqueueSeatEmail(tx, session.id, viewer.id, "joined", now);
  });
  return occurrence(db, viewer, input.id);
}

/** Leaving 24 hours or more ahead gives the week's seat back; later, the seat is freed but still counts. */
export async function leaveGroupSession(
  db: Database,
  viewer: SessionUser,
  input: z.output<typeof sessionIdInput>,
  now: Date,
): Promise<GroupOccurrence> {
  await db.transaction(async (tx) => {
    const session = await lockUpcomingGroup(tx, input.id, now);
    const mine = and(eq(groupSessionSeats.sessionId, session.id), eq(groupSessionSeats.userId, viewer.id));
    const [seat] = await tx
      .select()
      .from(groupSessionSeats)
      .where(and(mine, isNull(groupSessionSeats.leftAt)));
    if (!seat) throw conflict(COACHING_MESSAGES.notJoined);
    if (session.startsAt.getTime() - now.getTime() >= COACHING_RULES.refundNoticeHours * HOUR) {
      await tx.delete(groupSessionSeats).where(mine);
    } else {
      await tx.update(groupSessionSeats).set({ leftAt: now }).where(mine);
    }
    await enqueueSeatEmail(tx, session.id, viewer.id, "left", now);
  });
  return occurrence(db, viewer, input.id);
}

/** Contract §10 POST /api/admin/group-sessions: the calling coach's, clear of every other session and its buffer. */
export async function scheduleGroupSession(
  db: Database,
  viewer: SessionUser,
  input: z.output<typeof groupSessionCreateInput>,
  now: Date,
): Promise<GroupOccurrence> {
  if (input.startsAt <= now) throw badRequest(COACHING_MESSAGES.startsInPast, "startsAt");
  const coach = await coachOf(db, viewer);
  const endsAt = new Date(input.startsAt.getTime() + input.durationMinutes * 60_000);
  const id = await db.transaction(async (tx) => {
    await storeCoach(tx, coach);
    await lockCoach(tx, viewer.id);
    const margin = 2 * HOUR;
    const busy = await busyBetween(
      tx,
      viewer.id,
      new Date(input.startsAt.getTime() - margin),
      new Date(endsAt.getTime() + margin),
    );
    const interval = { start: input.startsAt.getTime(), end: endsAt.getTime() };
    if (busy.some((b) => overlapsWithBuffer(interval, b, COACHING_RULES.bufferMinutes)))
      throw conflict(COACHING_MESSAGES.slotTaken);
    const [row] = await tx
      .insert(coachingSessions)
      .values({
        uid: `${randomUUID()}@coaching-sessions`,
        kind: "group",
        coachId: viewer.id,
        startsAt: input.startsAt,
        endsAt,
        title: input.title,
        capacity: input.capacity,
      })
      .returning({ id: coachingSessions.id });
    await enqueueGroupSessionEmails(tx, row!.id, "scheduled", now);
    return row!.id;
  });
  return occurrence(db, viewer, id);
}

import {
  and,
  asc,
  coachingSessions,
  eq,
  gte,
  groupSessionSeats,
  inArray,
  or,
  sql,
  type Database,
} from "@scalemsp/db";
import {
  COACHING_MESSAGES,
  type bookSessionInput,
  type cancelSessionInput,
  type rescheduleSessionInput,
  type slotsQueryInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { belongsToViewerBusiness, mayChangeSession } from "../../access";
import type { SessionUser } from "../../context";
import { badRequest, conflict, forbidden, notFound } from "../../errors";
import {
  allowanceUse,
  assertOneToOneLeft,
  lockBusinessPlan,
  oneToOneUsed,
  readAllowances,
} from "./allowances";
import {
  assertMayBeFree,
  assertWithinWindow,
  cancelSessionRow,
  candidateCoaches,
  moveSession,
  placeSession,
} from "./booking";
import { asBookingAttempt, withBoundedLockWait } from "./booking-load";
import { held, heldSeats } from "./held-seats";
import { preparedStatement } from "../prepared";
import { type Coach } from "./coaches";
import { lapseDueHolds } from "./held-times";
import { openSlots } from "./open-slots";
import { isoWeekOf, monthOf } from "./periods";
import type { SessionRow } from "./session-row";
import { cappedPeriodsOf, readStrategyCaps } from "./strategy-caps";
import {
  loadSessionWithPeople,
  sessionWithPeople,
  toMemberSession,
  type MemberSession,
} from "./session-views";

/** A member's sessions (contract §10): always of the caller's business; another's answers 404. */

const YEAR = 365 * 86_400_000;

function businessOf(viewer: SessionUser): number {
  if (viewer.businessId === null) throw forbidden(COACHING_MESSAGES.noBusiness);
  return viewer.businessId;
}

/** Free times; free-session holds past their hour are released first (held-times.ts). */
export async function listSlots(
  db: Database,
  _viewer: SessionUser,
  input: z.output<typeof slotsQueryInput>,
  now: Date,
) {
  await lapseDueHolds(db, now);
  return openSlots(db, input, now);
}

/** Seats taken per occurrence, and which the viewer holds. */
async function seatsOf(db: Database, sessionIds: number[], viewerId: number) {
  const held = await heldSeats(db, sessionIds, viewerId);
  return new Map(
    sessionIds.map((id) => [
      id,
      { seatsTaken: held.get(id)?.taken ?? 0, joined: held.get(id)?.mine === true },
    ]),
  );
}

const businessSessionsStatement = preparedStatement((db, _variant: "of-business") => {
  const seatedSessions = db
    .select({ id: groupSessionSeats.sessionId })
    .from(groupSessionSeats)
    .where(and(eq(groupSessionSeats.businessId, sql.placeholder("businessId")), held));
  return sessionWithPeople(db)
    .where(
      and(
        gte(coachingSessions.startsAt, sql.placeholder("since")),
        or(
          eq(coachingSessions.businessId, sql.placeholder("businessId")),
          inArray(coachingSessions.id, seatedSessions),
        ),
      ),
    )
    .orderBy(asc(coachingSessions.startsAt), asc(coachingSessions.id))
    .prepare("business_sessions");
});

/** The business's one-to-ones and the group occurrences its people hold seats in, from a year back. */
export async function listBusinessSessions(
  db: Database,
  viewer: SessionUser,
  now: Date,
): Promise<MemberSession[]> {
  if (viewer.businessId === null) return [];
  const rows = await businessSessionsStatement(db, "of-business").execute({
    businessId: viewer.businessId,
    // As text: a placeholder compared with a column skips the column's own encoding.
    since: new Date(now.getTime() - YEAR).toISOString(),
  });
  const groups = await seatsOf(
    db,
    rows.filter((r) => r.session.kind === "group").map((r) => r.session.id),
    viewer.id,
  );
  return rows.map((row) => toMemberSession(row, { viewer, group: groups.get(row.session.id) }, now));
}

async function viewOne(db: Database, viewer: SessionUser, id: number, now: Date): Promise<MemberSession> {
  const row = await loadSessionWithPeople(db, eq(coachingSessions.id, id));
  if (!row) throw notFound(COACHING_MESSAGES.sessionNotFound);
  const groups = row.session.kind === "group" ? await seatsOf(db, [id], viewer.id) : undefined;
  return toMemberSession(row, { viewer, group: groups?.get(id) }, now);
}

/** Contract §10 POST /api/sessions: within the plan's monthly allowance, into a free slot. */
export async function bookOneToOne(
  db: Database,
  viewer: SessionUser,
  input: z.output<typeof bookSessionInput>,
  now: Date,
): Promise<MemberSession> {
  const businessId = businessOf(viewer);
  assertWithinWindow(input.startsAt, now);
  const row = await asBookingAttempt(viewer.id, async () => {
    // Contract §14: a booking past the allowance is refused before any lock is taken, and a
    // plan with no one-to-ones before anything else is read; the same check under the locks
    // below stays, for two bookings racing for the last one.
    const allowancesBefore = await readAllowances(db);
    const planBefore = viewer.business?.planLevel ?? "free";
    assertOneToOneLeft(allowancesBefore, planBefore, 0);
    const candidates = await candidateCoaches(db, input.coachId);
    const usedBefore = await Promise.all(
      candidates.map((coach) => oneToOneUsed(db, businessId, monthOf(input.startsAt, coach.timeZone))),
    );
    assertOneToOneLeft(allowancesBefore, planBefore, Math.min(...usedBefore, Number.POSITIVE_INFINITY));
    await assertMayBeFree(db, { kind: "one_to_one", startsAt: input.startsAt, candidates, now });
    const placed = await withBoundedLockWait(db, async (tx) => {
      const plan = await lockBusinessPlan(tx, businessId);
      const allowances = await readAllowances(tx);
      assertOneToOneLeft(allowances, plan, 0);
      return placeSession(tx, {
        kind: "one_to_one",
        startsAt: input.startsAt,
        candidates,
        now,
        checkAllowance: async (coach) =>
          assertOneToOneLeft(
            allowances,
            plan,
            await oneToOneUsed(tx, businessId, monthOf(input.startsAt, coach.timeZone)),
          ),
        values: { businessId, bookedById: viewer.id, topic: input.topic, attendeeTimeZone: input.timeZone },
      });
    });
    return placed.row;
  });
  return viewOne(db, viewer, row.id, now);
}

/** A session of the caller's business that the caller may change: the booker's or, for anyone's, the owner's. */
async function changeableSession(db: Database, viewer: SessionUser, id: number): Promise<SessionRow> {
  const [session] = await db.select().from(coachingSessions).where(eq(coachingSessions.id, id));
  if (!session || !belongsToViewerBusiness(viewer, session))
    throw notFound(COACHING_MESSAGES.sessionNotFound);
  if (session.kind === "group") throw forbidden(COACHING_MESSAGES.notAGroup);
  if (!mayChangeSession(viewer, session)) throw forbidden(COACHING_MESSAGES.notYours);
  return session;
}

export async function cancelMemberSession(
  db: Database,
  viewer: SessionUser,
  input: z.output<typeof cancelSessionInput>,
  now: Date,
): Promise<MemberSession> {
  const session = await changeableSession(db, viewer, input.id);
  await cancelSessionRow(db, session, input.reason, now);
  return viewOne(db, viewer, session.id, now);
}

export async function rescheduleMemberSession(
  db: Database,
  viewer: SessionUser,
  input: z.output<typeof rescheduleSessionInput>,
  now: Date,
): Promise<MemberSession> {
  const session = await changeableSession(db, viewer, input.id);
  await rescheduleSession(db, session, input.startsAt, now);
  return viewOne(db, viewer, session.id, now);
}

/** Moves a session (member or signed link): same coach, booking rules, and the month's allowance for a one-to-one. */
export async function rescheduleSession(db: Database, session: SessionRow, startsAt: Date, now: Date) {
  if (session.status !== "booked" || session.startsAt <= now) throw conflict(COACHING_MESSAGES.notUpcoming);
  assertWithinWindow(startsAt, now);
  const [coach] = await candidateCoaches(db, session.coachId).catch(() => {
    throw badRequest(COACHING_MESSAGES.noCoach);
  });
  return db.transaction(async (tx) => {
    if (session.kind === "one_to_one" && session.businessId !== null) {
      const plan = await lockBusinessPlan(tx, session.businessId);
      const allowances = await readAllowances(tx);
      const used = await oneToOneUsed(tx, session.businessId, monthOf(startsAt, coach!.timeZone), session.id);
      assertOneToOneLeft(allowances, plan, used);
    }
    // Contract §14: a free session moves only to a day and week under the admin's caps.
    const capped =
      session.kind === "strategy"
        ? async (c: Coach) =>
            (await cappedPeriodsOf(tx, c, await readStrategyCaps(tx), now, session.id)).isCapped(startsAt)
        : undefined;
    return moveSession(tx, session, coach!, startsAt, now, capped);
  });
}

/** Contract §10 GET /api/sessions/allowance: this month's and this week's, in the coach's zone. */
export async function sessionAllowance(db: Database, viewer: SessionUser, now: Date) {
  const zone = viewer.coachTimeZone;
  const month = monthOf(now, zone);
  const week = isoWeekOf(now, zone);
  if (viewer.businessId === null || viewer.business === null) {
    return {
      month: month.label,
      oneToOne: { included: 0, used: 0 },
      group: { included: 0, usedThisWeek: 0 },
    };
  }
  const use = await allowanceUse(db, viewer.business, { month, week });
  return {
    month: month.label,
    oneToOne: { included: use.allowance.oneToOnePerMonth, used: use.oneToOneUsed },
    group: { included: use.allowance.groupPerWeek, usedThisWeek: use.groupSeatsUsed },
  };
}

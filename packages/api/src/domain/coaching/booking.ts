import { randomUUID } from "node:crypto";
import { and, coachingSessions, eq, gt, lt, ne, type Database } from "@scalemsp/db";
import { COACHING_MESSAGES, COACHING_RULES, SESSION_MINUTES, type SlotKind } from "@scalemsp/validators";
import { badRequest, conflict, notFound } from "../../errors";
import { availabilityBetween, listCoaches, lockCoach, storeCoach, type Coach } from "./coaches";
import { enqueueSessionEmails } from "./session-emails";
import type { SessionRow } from "./session-row";
import { defaultSlotRules, isFreeSlot, isSlotOfAvailability, type Interval } from "./slots";
import { heldBetween } from "./held-times";

/**
 * The booking transaction (contract §10 'conflicts', §13 'overlap'): a coach's row lock
 * serializes every change to that coach's calendar across app processes, and the overlap
 * check runs after the lock, so exactly one of two bookings of a time wins.
 */

const HOUR = 3_600_000;

/** The coaches that may take a booking: the one asked for, or all in tie-break order. */
export async function candidateCoaches(db: Database, coachId: number | undefined): Promise<Coach[]> {
  const coaches = await listCoaches(db);
  if (coachId !== undefined) {
    const coach = coaches.find((c) => c.userId === coachId);
    if (!coach) throw notFound(COACHING_MESSAGES.coachNotFound);
    return [coach];
  }
  if (coaches.length === 0) throw badRequest(COACHING_MESSAGES.noCoach);
  return coaches;
}

/** A start within notice and window, checked before any lock is taken. */
export function assertWithinWindow(startsAt: Date, now: Date): void {
  const ahead = startsAt.getTime() - now.getTime();
  if (ahead < COACHING_RULES.minNoticeHours * HOUR || ahead > COACHING_RULES.windowDays * 24 * HOUR)
    throw badRequest(COACHING_MESSAGES.outsideWindow, "startsAt");
}

/**
 * The coach's busy time near the range, for the overlap check: sessions that are not
 * cancelled, and free-session times held for a visitor's confirmation (contract §14). With
 * `now`, a hold past its expiry no longer counts even before it is marked lapsed.
 */
export async function busyBetween(
  db: Database,
  coachId: number,
  from: Date,
  to: Date,
  exceptSessionId?: number,
  now?: Date,
): Promise<Interval[]> {
  const [rows, held] = await Promise.all([
    db
      .select({ startsAt: coachingSessions.startsAt, endsAt: coachingSessions.endsAt })
      .from(coachingSessions)
      .where(
        and(
          eq(coachingSessions.coachId, coachId),
          ne(coachingSessions.status, "cancelled"),
          lt(coachingSessions.startsAt, to),
          gt(coachingSessions.endsAt, from),
          exceptSessionId === undefined ? undefined : ne(coachingSessions.id, exceptSessionId),
        ),
      ),
    heldBetween(db, coachId, from, to, now),
  ]);
  return [...rows.map((r) => ({ start: r.startsAt.getTime(), end: r.endsAt.getTime() })), ...held];
}

type Fit = "free" | "taken" | "not-a-slot";

/** Inside the locked transaction: whether the coach can take this start for this kind. */
async function fitOf(
  tx: Database,
  coach: Coach,
  kind: SlotKind,
  startsAt: Date,
  now: Date,
  exceptSessionId?: number,
): Promise<Fit> {
  const rules = defaultSlotRules(SESSION_MINUTES[kind]);
  const margin = 2 * (rules.durationMinutes + rules.bufferMinutes) * 60_000;
  const availability = await availabilityBetween(tx, coach, startsAt, startsAt);
  if (!isSlotOfAvailability({ availability, now, rules }, startsAt)) return "not-a-slot";
  const busy = await busyBetween(
    tx,
    coach.userId,
    new Date(startsAt.getTime() - margin),
    new Date(startsAt.getTime() + margin),
    exceptSessionId,
    now,
  );
  return isFreeSlot({ availability, busy, now, rules }, startsAt) ? "free" : "taken";
}

export interface PlaceInput {
  kind: SlotKind;
  startsAt: Date;
  candidates: Coach[];
  now: Date;
  /** Checks the allowance in the coach's zone, inside the transaction; throws to refuse. */
  checkAllowance?: (coach: Coach) => Promise<void>;
  values: Omit<typeof coachingSessions.$inferInsert, "uid" | "kind" | "coachId" | "startsAt" | "endsAt">;
}

/**
 * The first candidate coach with the time free, under that coach's row lock (held to the end
 * of the transaction); 409 when taken by every one, 400 when no one offers it. A coach that
 * `passOver` names (a capped day) counts as taken.
 */
export async function firstFreeCoach(
  tx: Database,
  input: Omit<PlaceInput, "values"> & { passOver?: (coach: Coach) => Promise<boolean> },
): Promise<Coach> {
  let offered = false;
  for (const coach of input.candidates) {
    await storeCoach(tx, coach);
    await lockCoach(tx, coach.userId);
    await input.checkAllowance?.(coach);
    const fit = await fitOf(tx, coach, input.kind, input.startsAt, input.now);
    if (fit === "not-a-slot") continue;
    offered = true;
    if (fit === "taken" || (await input.passOver?.(coach))) continue;
    return coach;
  }
  if (offered) throw conflict(COACHING_MESSAGES.slotTaken);
  throw badRequest(COACHING_MESSAGES.notASlot, "startsAt");
}

/**
 * The time as the candidates' calendars stand now, read before any lock: taken by every coach
 * that offers it, the answer is 409 at once (a calendar open since before someone else booked,
 * a second click, many members after one time), so a coach's lock queues only bookings that can
 * still win. A time that looks free is checked again under the lock (`firstFreeCoach`), where
 * two bookings racing for it are decided.
 */
export async function assertMayBeFree(
  db: Database,
  input: Pick<PlaceInput, "kind" | "startsAt" | "candidates" | "now">,
): Promise<void> {
  let offered = false;
  for (const coach of input.candidates) {
    const fit = await fitOf(db, coach, input.kind, input.startsAt, input.now);
    if (fit === "free") return;
    if (fit === "taken") offered = true;
  }
  if (offered) throw conflict(COACHING_MESSAGES.slotTaken);
  throw badRequest(COACHING_MESSAGES.notASlot, "startsAt");
}

/** Books the first candidate coach with the time free (`firstFreeCoach`), and queues its e-mails. */
export async function placeSession(
  tx: Database,
  input: PlaceInput,
): Promise<{ row: SessionRow; coach: Coach }> {
  const coach = await firstFreeCoach(tx, input);
  const [row] = await tx
    .insert(coachingSessions)
    .values({
      ...input.values,
      uid: `${randomUUID()}@coaching-sessions`,
      kind: input.kind,
      coachId: coach.userId,
      startsAt: input.startsAt,
      endsAt: new Date(input.startsAt.getTime() + SESSION_MINUTES[input.kind] * 60_000),
    })
    .returning();
  await enqueueSessionEmails(tx, row!.id, "booked", input.now);
  return { row: row!, coach };
}

/**
 * Moves a booked session to a new start with its own coach, under the booking rules. A time
 * `passOver` names (a free session's day or week at its cap) counts as taken; it is asked
 * under the coach's lock, as a new booking's is.
 */
export async function moveSession(
  tx: Database,
  session: SessionRow,
  coach: Coach,
  startsAt: Date,
  now: Date,
  passOver?: (coach: Coach) => Promise<boolean>,
): Promise<SessionRow> {
  const kind = session.kind === "strategy" ? "strategy" : "one_to_one";
  await storeCoach(tx, coach);
  await lockCoach(tx, coach.userId);
  const fit = await fitOf(tx, coach, kind, startsAt, now, session.id);
  if (fit === "not-a-slot") throw badRequest(COACHING_MESSAGES.notASlot, "startsAt");
  if (fit === "taken" || (await passOver?.(coach))) throw conflict(COACHING_MESSAGES.slotTaken);
  const [row] = await tx
    .update(coachingSessions)
    .set({
      startsAt,
      endsAt: new Date(startsAt.getTime() + SESSION_MINUTES[kind] * 60_000),
      sequence: session.sequence + 1,
      reminder24hSentAt: null,
      reminder1hSentAt: null,
      updatedAt: now,
    })
    .where(and(eq(coachingSessions.id, session.id), eq(coachingSessions.status, "booked")))
    .returning();
  if (!row) throw conflict(COACHING_MESSAGES.notUpcoming);
  await enqueueSessionEmails(tx, row.id, "moved", now);
  return row;
}

/** Cancels a booked session that has not started; the allowance comes back 24 hours or more ahead. */
export async function cancelSessionRow(
  db: Database,
  session: SessionRow,
  reason: string | null,
  now: Date,
  options: { byCoach?: boolean } = {},
): Promise<SessionRow> {
  if (session.status !== "booked" || session.startsAt <= now) throw conflict(COACHING_MESSAGES.notUpcoming);
  const returned =
    options.byCoach === true ||
    session.startsAt.getTime() - now.getTime() >= COACHING_RULES.refundNoticeHours * HOUR;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(coachingSessions)
      .set({
        status: "cancelled",
        cancelledAt: now,
        cancelReason: reason,
        allowanceReturned: returned,
        sequence: session.sequence + 1,
        updatedAt: now,
      })
      .where(and(eq(coachingSessions.id, session.id), eq(coachingSessions.status, "booked")))
      .returning();
    if (!row) throw conflict(COACHING_MESSAGES.notUpcoming);
    await enqueueSessionEmails(tx, row.id, "cancelled", now);
    return row;
  });
}

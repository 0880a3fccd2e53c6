import { and, eq, gt, lt, lte, strategyHolds, type Database } from "@scalemsp/db";
import type { Interval } from "./slots";

/**
 * Free-session times held for a visitor's confirmation (contract §14) as the coach's busy
 * time: every slot computation and every booking's overlap check counts a pending hold, so
 * nobody else can take the time while it is held.
 */

/**
 * A coach's pending holds near the range. Without `now` (a slot computation, which may be
 * kept for a moment) a hold counts until it is marked lapsed; with `now` (the booking
 * transaction) only until it expires.
 */
export async function heldBetween(
  db: Database,
  coachId: number,
  from: Date,
  to: Date,
  now?: Date,
): Promise<Interval[]> {
  const rows = await db
    .select({ startsAt: strategyHolds.startsAt, endsAt: strategyHolds.endsAt })
    .from(strategyHolds)
    .where(
      and(
        eq(strategyHolds.coachId, coachId),
        eq(strategyHolds.status, "pending"),
        lt(strategyHolds.startsAt, to),
        gt(strategyHolds.endsAt, from),
        now === undefined ? undefined : gt(strategyHolds.expiresAt, now),
      ),
    );
  return rows.map((r) => ({ start: r.startsAt.getTime(), end: r.endsAt.getTime() }));
}

/** How often one process marks expired holds lapsed, by the clock it is given. */
const LAPSE_EVERY_MS = 10_000;
const lastLapse = new WeakMap<object, number>();

/**
 * Marks every pending hold past its expiry lapsed, so the time is offered again; its lead
 * stays. Run before slots are read, at most every ten seconds per database and process.
 */
export async function lapseDueHolds(db: Database, now: Date): Promise<void> {
  const last = lastLapse.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < LAPSE_EVERY_MS) return;
  lastLapse.set(db, now.getTime());
  // Each row lapsed moves the calendar's data version (migration 0015), so its time is offered again.
  await db
    .update(strategyHolds)
    .set({ status: "lapsed", updatedAt: now })
    .where(and(eq(strategyHolds.status, "pending"), lte(strategyHolds.expiresAt, now)));
}

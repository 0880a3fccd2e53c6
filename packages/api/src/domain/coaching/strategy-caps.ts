import { and, appSettings, coachingSessions, eq, gt, ne, strategyHolds, type Database } from "@scalemsp/db";
import { STRATEGY_HOLD_RULES, type strategyCapsInput } from "@scalemsp/validators";
import type { z } from "zod";
import type { Coach } from "./coaches";
import { isoWeekOf, localDate } from "./periods";

/**
 * Contract §14: the admin caps the coach's free strategy sessions per day and per ISO week
 * (in the coach's zone). Upcoming booked free sessions and pending holds both count, so
 * confirming a hold never goes past a cap; a day or week at its cap offers no free times.
 */

export type StrategyCaps = z.output<typeof strategyCapsInput>;

const CAPS_KEY = "coaching.strategy_caps";

export async function readStrategyCaps(db: Database): Promise<StrategyCaps> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, CAPS_KEY));
  if (!row) return { ...STRATEGY_HOLD_RULES.defaultCaps };
  const stored = JSON.parse(row.value) as Partial<StrategyCaps>;
  return { ...STRATEGY_HOLD_RULES.defaultCaps, ...stored };
}

export async function saveStrategyCaps(db: Database, caps: StrategyCaps, now: Date): Promise<StrategyCaps> {
  const value = JSON.stringify(caps);
  await db
    .insert(appSettings)
    .values({ key: CAPS_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
  return readStrategyCaps(db);
}

/** Which of a coach's days and weeks are at a cap: the test a start must pass to be offered. */
export interface CappedPeriods {
  isCapped(startsAt: Date): boolean;
}

/**
 * The coach's upcoming free sessions and live holds, counted by local day and ISO week. A
 * session being moved (`movingSessionId`) does not count against the time it moves to.
 */
export async function cappedPeriodsOf(
  db: Database,
  coach: Pick<Coach, "userId" | "timeZone">,
  caps: StrategyCaps,
  now: Date,
  movingSessionId?: number,
): Promise<CappedPeriods> {
  const [sessions, holds] = await Promise.all([
    db
      .select({ startsAt: coachingSessions.startsAt })
      .from(coachingSessions)
      .where(
        and(
          eq(coachingSessions.coachId, coach.userId),
          eq(coachingSessions.kind, "strategy"),
          eq(coachingSessions.status, "booked"),
          gt(coachingSessions.startsAt, now),
          movingSessionId === undefined ? undefined : ne(coachingSessions.id, movingSessionId),
        ),
      ),
    db
      .select({ startsAt: strategyHolds.startsAt })
      .from(strategyHolds)
      .where(
        and(
          eq(strategyHolds.coachId, coach.userId),
          eq(strategyHolds.status, "pending"),
          gt(strategyHolds.expiresAt, now),
          gt(strategyHolds.startsAt, now),
        ),
      ),
  ]);
  const dayOf = (at: Date) => localDate(at, coach.timeZone);
  const weekOf = (at: Date) => isoWeekOf(at, coach.timeZone).label;
  const perDay = new Map<string, number>();
  const perWeek = new Map<string, number>();
  for (const { startsAt } of [...sessions, ...holds]) {
    perDay.set(dayOf(startsAt), (perDay.get(dayOf(startsAt)) ?? 0) + 1);
    perWeek.set(weekOf(startsAt), (perWeek.get(weekOf(startsAt)) ?? 0) + 1);
  }
  return {
    isCapped: (startsAt) =>
      (perDay.get(dayOf(startsAt)) ?? 0) >= caps.perDay ||
      (perWeek.get(weekOf(startsAt)) ?? 0) >= caps.perWeek,
  };
}

import type { Database } from "@scalemsp/db";
import { COACHING_MESSAGES, COACHING_RULES, SESSION_MINUTES, type SlotKind } from "@scalemsp/validators";
import { badRequest } from "../../errors";
import { candidateCoaches, busyBetween } from "./booking";
import { availabilityBetween, listCoaches } from "./coaches";
import { versionedReads } from "../versioned-data";
import { defaultSlotRules, freeStartsInRange, slotsAcrossCoaches } from "./slots";

/** What a slots query shows when it names no range. */
const DEFAULT_RANGE_DAYS = 14;
const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface OpenSlotsQuery {
  kind: SlotKind;
  from?: Date | undefined;
  to?: Date | undefined;
  coachId?: number | undefined;
}

/** One computed slot, with its start kept as a number for the per-request filter. */
interface HeldSlot {
  start: number;
  slot: { startsAt: string; endsAt: string; coachId: number };
}

/** Computed free times by kind, coach and whole UTC days, kept under the calendar's data version. */
const readsOfCalendar = versionedReads<HeldSlot[]>("calendar", 256);

/** Every coach's free times in whole UTC days around the range, before notice and window. */
async function computeSlots(db: Database, kind: SlotKind, coachId: number | undefined, from: Date, to: Date) {
  const coaches = coachId === undefined ? await listCoaches(db) : await candidateCoaches(db, coachId);
  const rules = defaultSlotRules(SESSION_MINUTES[kind]);
  const margin = (rules.durationMinutes + rules.bufferMinutes) * 60_000;
  const perCoach = await Promise.all(
    coaches.map(async (coach) => {
      const [availability, busy] = await Promise.all([
        availabilityBetween(db, coach, from, to),
        busyBetween(db, coach.userId, new Date(from.getTime() - margin), new Date(to.getTime() + margin)),
      ]);
      return { coachId: coach.userId, starts: freeStartsInRange({ availability, busy, from, to, rules }) };
    }),
  );
  return slotsAcrossCoaches(perCoach, rules.durationMinutes).map((s): HeldSlot => ({
    start: s.startsAt.getTime(),
    slot: { startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString(), coachId: s.coachId },
  }));
}

/**
 * Contract §10 'slots': every coach's free times in [from, to), one per start time. The
 * range is widened to whole UTC days and kept under the calendar's data version, so readers of
 * the same days share one computation until any calendar changes; the range itself, the notice
 * and the window are applied per request.
 */
export async function openSlots(db: Database, query: OpenSlotsQuery, now: Date) {
  const from = query.from ?? now;
  const to = query.to ?? new Date(from.getTime() + DEFAULT_RANGE_DAYS * DAY);
  if (to <= from) throw badRequest(COACHING_MESSAGES.toBeforeFrom, "to");
  if (to.getTime() - from.getTime() > COACHING_RULES.maxQueryDays * DAY)
    throw badRequest(COACHING_MESSAGES.rangeTooLong, "to");

  const dayFrom = new Date(Math.floor(from.getTime() / DAY) * DAY);
  const dayTo = new Date(Math.ceil(to.getTime() / DAY) * DAY);
  const key = `${query.kind}|${query.coachId ?? "any"}|${dayFrom.getTime()}|${dayTo.getTime()}`;
  const held = await readsOfCalendar(db, key, () =>
    computeSlots(db, query.kind, query.coachId, dayFrom, dayTo),
  );
  const earliest = Math.max(from.getTime(), now.getTime() + COACHING_RULES.minNoticeHours * HOUR);
  const latest = Math.min(to.getTime() - 1, now.getTime() + COACHING_RULES.windowDays * DAY);
  return held.slice(firstAtOrAfter(held, earliest), firstAtOrAfter(held, latest + 1)).map((h) => h.slot);
}

/** The index of the first held slot starting at or after `time` (they are sorted by start). */
function firstAtOrAfter(held: readonly HeldSlot[], time: number): number {
  let low = 0;
  let high = held.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (held[middle]!.start < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

export type OpenSlot = Awaited<ReturnType<typeof openSlots>>[number];

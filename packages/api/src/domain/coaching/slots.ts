import { DateTime } from "luxon";
import { COACHING_RULES, minutesOfDay, type Availability, type TimeRange } from "@scalemsp/validators";

/**
 * Free times from a coach's availability, pure: no database, no clock. Availability is
 * wall-clock time in the coach's IANA zone; each day's ranges become instants through
 * Luxon, so a range keeps its local hours on both sides of a daylight-saving change, and
 * stepping runs in real minutes inside each instant range (a fall-back night's range holds
 * one hour more of slots, a spring-forward one an hour fewer).
 */

export interface Interval {
  start: number;
  end: number;
}

export interface SlotRules {
  durationMinutes: number;
  stepMinutes: number;
  bufferMinutes: number;
  minNoticeHours: number;
  windowDays: number;
}

export const defaultSlotRules = (durationMinutes: number): SlotRules => ({
  durationMinutes,
  stepMinutes: COACHING_RULES.slotStepMinutes,
  bufferMinutes: COACHING_RULES.bufferMinutes,
  minNoticeHours: COACHING_RULES.minNoticeHours,
  windowDays: COACHING_RULES.windowDays,
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The instant of a wall-clock `HH:MM` on a local day; 24:00 is the next day's midnight. */
function instantOf(day: DateTime, time: string): number {
  const minutes = minutesOfDay(time);
  if (minutes === 24 * 60) return day.plus({ days: 1 }).startOf("day").toMillis();
  return day
    .set({ hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0, millisecond: 0 })
    .toMillis();
}

function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/** The coach's available time between two instants, as merged instant ranges. */
export function availabilityIntervals(availability: Availability, from: number, to: number): Interval[] {
  const zone = availability.timeZone;
  const exceptions = new Map(availability.exceptions.map((e) => [e.date, e.ranges]));
  const intervals: Interval[] = [];
  // A day a side more than the range: a local day may begin before `from` in UTC.
  let day = DateTime.fromMillis(from, { zone }).startOf("day").minus({ days: 1 });
  const last = DateTime.fromMillis(to, { zone }).startOf("day").plus({ days: 1 });
  while (day <= last) {
    const ranges: readonly TimeRange[] =
      exceptions.get(day.toISODate()!) ?? availability.weekly.filter((r) => r.weekday === day.weekday);
    for (const range of ranges) {
      const start = instantOf(day, range.start);
      const end = instantOf(day, range.end);
      if (end > start && end > from && start < to) intervals.push({ start, end });
    }
    day = day.plus({ days: 1 });
  }
  return mergeIntervals(intervals);
}

export interface SlotQuery {
  availability: Availability;
  /** Booked sessions of the coach, of any kind, without their buffer. */
  busy: readonly Interval[];
  /** Slots starting in [from, to). */
  from: Date;
  to: Date;
  now: Date;
  rules: SlotRules;
}

/** Start instants (ms) of every free slot: inside availability, clear of busy time and its buffer, within notice and window. */
export function freeSlotStarts(query: SlotQuery): number[] {
  const { rules } = query;
  const earliest = Math.max(query.from.getTime(), query.now.getTime() + rules.minNoticeHours * HOUR);
  const latest = Math.min(query.to.getTime() - 1, query.now.getTime() + rules.windowDays * DAY);
  return startsBetween(query, earliest, latest);
}

/**
 * Every free start in [from, to) before notice and window apply. Those two only drop starts
 * (the 30-minute grid steps from each availability range's start, wherever the range is cut),
 * and they move with the clock, so this is what a cache may hold and filter per request.
 */
export function freeStartsInRange(query: Omit<SlotQuery, "now">): number[] {
  return startsBetween(query, query.from.getTime(), query.to.getTime() - 1);
}

function startsBetween(query: Omit<SlotQuery, "now" | "from" | "to">, earliest: number, latest: number) {
  const { rules } = query;
  const duration = rules.durationMinutes * MINUTE;
  const step = rules.stepMinutes * MINUTE;
  const buffer = rules.bufferMinutes * MINUTE;
  if (latest < earliest) return [];

  const blocked = mergeIntervals(query.busy.map((b) => ({ start: b.start - buffer, end: b.end + buffer })));
  const starts: number[] = [];
  let next = 0; // first blocked interval that may still reach a later slot
  for (const window of availabilityIntervals(query.availability, earliest, latest + duration)) {
    for (let start = window.start; start + duration <= window.end; start += step) {
      if (start < earliest) continue;
      if (start > latest) break;
      const end = start + duration;
      while (next < blocked.length && blocked[next]!.end <= start) next++;
      const clash = blocked[next];
      if (clash && clash.start < end) continue;
      starts.push(start);
    }
  }
  return starts;
}

/** Whether one start instant is a slot of the availability, ignoring busy time (a wrong time, not a taken one). */
export function isSlotOfAvailability(query: Omit<SlotQuery, "busy" | "from" | "to">, start: Date): boolean {
  return freeSlotStarts({ ...query, busy: [], from: start, to: new Date(start.getTime() + 1) }).length === 1;
}

/** Whether the start instant is free: a slot of the availability, clear of busy time. */
export function isFreeSlot(query: Omit<SlotQuery, "from" | "to">, start: Date): boolean {
  return freeSlotStarts({ ...query, from: start, to: new Date(start.getTime() + 1) }).length === 1;
}

export interface CoachSlot {
  startsAt: Date;
  endsAt: Date;
  coachId: number;
}

/**
 * One slot a start time across coaches (contract §13 'which coach'): the first coach in
 * the given order with that time free takes it.
 */
export function slotsAcrossCoaches(
  perCoach: readonly { coachId: number; starts: readonly number[] }[],
  durationMinutes: number,
): CoachSlot[] {
  const byStart = new Map<number, number>();
  for (const { coachId, starts } of perCoach) {
    for (const start of starts) if (!byStart.has(start)) byStart.set(start, coachId);
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, coachId]) => ({
      startsAt: new Date(start),
      endsAt: new Date(start + durationMinutes * MINUTE),
      coachId,
    }));
}

/** Whether two sessions, each widened by the buffer, share any time (contract §13 'overlap'). */
export const overlapsWithBuffer = (a: Interval, b: Interval, bufferMinutes: number): boolean =>
  a.start < b.end + bufferMinutes * MINUTE && b.start < a.end + bufferMinutes * MINUTE;

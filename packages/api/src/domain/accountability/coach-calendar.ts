import type { Database } from "@scalemsp/db";
import { DateTime } from "luxon";
import { firstCoachTimeZone } from "../coaching/coaches";
import { isoWeekOf, localDate } from "../coaching/periods";

/**
 * Contract §15 counts check-in weeks and goal quarters in the coach's zone (the first coach's,
 * as the session allowance does): the coach's today, this ISO week and its bounds.
 */
export interface CoachCalendar {
  zone: string;
  /** `YYYY-MM-DD` in the coach's zone. */
  today: string;
  /** `2027-W05`, with its UTC bounds [start, end). */
  week: { label: string; start: Date; end: Date };
}

interface KeptDay {
  /** The local day's UTC bounds [from, until), in milliseconds. */
  from: number;
  until: number;
  today: string;
  week: { label: string; start: number; end: number };
}

// The calendar changes once a day in its zone, and a signed-in page asks for it in several
// reads: each zone's current day is kept (one entry per zone) and worked out again when it ends.
const keptDays = new Map<string, KeptDay>();

function dayIn(zone: string, now: Date): KeptDay {
  const at = now.getTime();
  const kept = keptDays.get(zone);
  if (kept && at >= kept.from && at < kept.until) return kept;
  const day = DateTime.fromJSDate(now, { zone }).startOf("day");
  const week = isoWeekOf(now, zone);
  const fresh: KeptDay = {
    from: day.toMillis(),
    until: day.plus({ days: 1 }).toMillis(),
    today: localDate(now, zone),
    week: { label: week.label, start: week.start.getTime(), end: week.end.getTime() },
  };
  keptDays.set(zone, fresh);
  return fresh;
}

/** Today's date (`YYYY-MM-DD`) in a zone: an action item is overdue after its due date there. */
export const todayIn = (zone: string, now: Date): string => dayIn(zone, now).today;

/** The calendar in the coach's zone as a signed-in viewer carries it (`SessionUser.coachTimeZone`). */
export function coachCalendarIn(zone: string, now: Date): CoachCalendar {
  const { today, week } = dayIn(zone, now);
  // Fresh dates each call: nothing a caller does to them reaches the kept day.
  return { zone, today, week: { label: week.label, start: new Date(week.start), end: new Date(week.end) } };
}

/** The same, reading the coach's zone: for work that no viewer asked for (reminders, the board). */
export async function coachCalendar(db: Database, now: Date): Promise<CoachCalendar> {
  return coachCalendarIn(await firstCoachTimeZone(db), now);
}

import type { Database } from "@scalemsp/db";
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

/** The calendar in the coach's zone as a signed-in viewer carries it (`SessionUser.coachTimeZone`). */
export function coachCalendarIn(zone: string, now: Date): CoachCalendar {
  const week = isoWeekOf(now, zone);
  return { zone, today: localDate(now, zone), week: { label: week.label, start: week.start, end: week.end } };
}

/** The same, reading the coach's zone: for work that no viewer asked for (reminders, the board). */
export async function coachCalendar(db: Database, now: Date): Promise<CoachCalendar> {
  return coachCalendarIn(await firstCoachTimeZone(db), now);
}

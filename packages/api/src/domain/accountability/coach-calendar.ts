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

export async function coachCalendar(db: Database, now: Date): Promise<CoachCalendar> {
  const zone = await firstCoachTimeZone(db);
  const week = isoWeekOf(now, zone);
  return { zone, today: localDate(now, zone), week: { label: week.label, start: week.start, end: week.end } };
}

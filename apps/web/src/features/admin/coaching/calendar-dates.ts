/**
 * Calendar dates (`YYYY-MM-DD`) stepped by whole days: date arithmetic, not 24-hour steps of
 * a clock, so a week holds seven days whatever the zone's clock changes do (decision 063).
 */

const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The date `days` calendar days after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a date: 1 for Monday to 7 for Sunday. */
export const isoWeekday = (date: string): number => ((new Date(utcMidnight(date)).getUTCDay() + 6) % 7) + 1;

/**
 * Instants around a run of dates in any zone: a local midnight lies within 14 hours of the
 * same date's UTC midnight, so a day of margin each side holds every local day of the run.
 */
export const instantsAround = (first: string, afterLast: string) => ({
  from: new Date(utcMidnight(addDays(first, -1))).toISOString(),
  to: new Date(utcMidnight(addDays(afterLast, 1))).toISOString(),
});

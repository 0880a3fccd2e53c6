import { DateTime } from "luxon";

/**
 * Allowance periods (contract §13 'allowance counting'): the calendar month and the ISO
 * week that hold an instant, in the coach's zone, as UTC instants [start, end).
 */

export interface Period {
  start: Date;
  end: Date;
  /** `2026-03` or `2026-W11`. */
  label: string;
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

// Labels from the date's fields rather than `toFormat`, which parses its pattern on every call:
// the allowance read asks for both periods on every request.
export function monthOf(instant: Date, zone: string): Period {
  const local = DateTime.fromJSDate(instant, { zone }).startOf("month");
  return {
    start: local.toJSDate(),
    end: local.plus({ months: 1 }).toJSDate(),
    label: `${local.year}-${twoDigits(local.month)}`,
  };
}

export function isoWeekOf(instant: Date, zone: string): Period {
  const local = DateTime.fromJSDate(instant, { zone }).startOf("week");
  return {
    start: local.toJSDate(),
    end: local.plus({ weeks: 1 }).toJSDate(),
    label: `${local.weekYear}-W${twoDigits(local.weekNumber)}`,
  };
}

/** The local calendar date (`YYYY-MM-DD`) of an instant in a zone. */
export const localDate = (instant: Date, zone: string): string =>
  DateTime.fromJSDate(instant, { zone }).toISODate()!;

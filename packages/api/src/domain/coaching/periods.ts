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

/**
 * The period of each zone worked out last. The allowance read asks for the month and the week on
 * every request, nearly always the same two as the request before, and working a period out in
 * a named zone costs luxon several offset lookups. Bounded by the zones coaches use.
 */
const lastMonths = new Map<string, Period>();
const lastWeeks = new Map<string, Period>();

function periodHolding(last: Map<string, Period>, instant: Date, zone: string, workOut: () => Period) {
  const at = instant.getTime();
  const held = last.get(zone);
  const period = held && held.start.getTime() <= at && at < held.end.getTime() ? held : workOut();
  last.set(zone, period);
  // A copy: a caller's Date is its own to change.
  return { start: new Date(period.start), end: new Date(period.end), label: period.label };
}

// Labels from the date's fields rather than `toFormat`, which parses its pattern on every call.
export function monthOf(instant: Date, zone: string): Period {
  return periodHolding(lastMonths, instant, zone, () => {
    const local = DateTime.fromJSDate(instant, { zone }).startOf("month");
    return {
      start: local.toJSDate(),
      end: local.plus({ months: 1 }).toJSDate(),
      label: `${local.year}-${twoDigits(local.month)}`,
    };
  });
}

export function isoWeekOf(instant: Date, zone: string): Period {
  return periodHolding(lastWeeks, instant, zone, () => {
    const local = DateTime.fromJSDate(instant, { zone }).startOf("week");
    return {
      start: local.toJSDate(),
      end: local.plus({ weeks: 1 }).toJSDate(),
      label: `${local.weekYear}-W${twoDigits(local.weekNumber)}`,
    };
  });
}

/** The local calendar date (`YYYY-MM-DD`) of an instant in a zone. */
export const localDate = (instant: Date, zone: string): string =>
  DateTime.fromJSDate(instant, { zone }).toISODate()!;

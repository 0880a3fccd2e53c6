import { EARLIEST_MONTH } from "../scorecard/months";
import { QUARTER_PATTERN } from "./constants";

/** Calendar quarters (contract §15 'goals'): `2027-Q1` is January to March 2027. */

const EARLIEST_YEAR = Number(EARLIEST_MONTH.slice(0, 4));
const LATEST_YEAR = 2200;

/**
 * A quarter a goal may have, `2027-Q1`, from the scorecard's first year on. No zod here: the
 * Goals page's search check, which loads with the app's first code, imports it.
 */
export const isQuarter = (value: string): boolean => {
  if (!QUARTER_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
};

const two = (n: number) => String(n).padStart(2, "0");

function parts(quarter: string): { year: number; q: number } {
  return { year: Number(quarter.slice(0, 4)), q: Number(quarter.slice(6)) };
}

/** The quarter a calendar date (`YYYY-MM-DD`) or month (`YYYY-MM`) falls in. */
export function quarterOf(dateOrMonth: string): string {
  const month = Number(dateOrMonth.slice(5, 7));
  return `${dateOrMonth.slice(0, 4)}-Q${Math.ceil(month / 3)}`;
}

/** The three months of a quarter, `YYYY-MM`, in order. */
export function quarterMonths(quarter: string): [string, string, string] {
  const { year, q } = parts(quarter);
  const first = (q - 1) * 3 + 1;
  return [0, 1, 2].map((i) => `${year}-${two(first + i)}`) as [string, string, string];
}

/** The month before the quarter: a metric goal's baseline is that month's figure. */
export function monthBeforeQuarter(quarter: string): string {
  const { year, q } = parts(quarter);
  return q === 1 ? `${year - 1}-12` : `${year}-${two((q - 1) * 3)}`;
}

/** The quarter after (`offset` 1) or before (`-1`) this one. */
export function shiftQuarter(quarter: string, offset: number): string {
  const { year, q } = parts(quarter);
  const index = year * 4 + (q - 1) + offset;
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
}

/** The first and last calendar dates of a quarter, `YYYY-MM-DD`. */
export function quarterDates(quarter: string): { first: string; last: string } {
  const [firstMonth, , lastMonth] = quarterMonths(quarter);
  const [y, m] = lastMonth.split("-").map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${firstMonth}-01`, last: `${lastMonth}-${two(lastDay)}` };
}

const dayNumber = (date: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;

/**
 * The share (0–1) of the quarter gone by at the end of `today` (`YYYY-MM-DD`, the coach's
 * calendar date): 0 before it starts, 1 from its last day on.
 */
export function quarterElapsedShare(quarter: string, today: string): number {
  const { first, last } = quarterDates(quarter);
  const days = dayNumber(last) - dayNumber(first) + 1;
  const gone = dayNumber(today) - dayNumber(first) + 1;
  return Math.min(1, Math.max(0, gone / days));
}

/**
 * Months as the scorecard names them: `YYYY-MM` text, compared as text and counted as a
 * month number (year × 12 + month − 1) so that adding and subtracting months is exact.
 */

export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** The earliest month a business may report. */
export const EARLIEST_MONTH = "2000-01";
/**
 * The latest time zone (UTC+14) starts a month 14 hours before UTC does: a month counts as
 * begun, and so as reportable, once it has begun anywhere.
 */
const EARLIEST_ZONE_OFFSET_MS = 14 * 60 * 60 * 1000;

export const isMonth = (text: string): boolean => MONTH_PATTERN.test(text);

/** The month's number: year × 12 + month − 1. */
export function monthNumber(month: string): number {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new Error(`Not a month: ${month}`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

export function monthFromNumber(n: number): string {
  const year = Math.floor(n / 12);
  const month = n - year * 12 + 1;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

export const addMonths = (month: string, count: number): string =>
  monthFromNumber(monthNumber(month) + count);

/** Whole months from `from` to `to` (negative when `to` comes first). */
export const monthsBetween = (from: string, to: string): number => monthNumber(to) - monthNumber(from);

/** The UTC month of an instant. */
export const monthOf = (date: Date): string =>
  `${String(date.getUTCFullYear()).padStart(4, "0")}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;

/** The latest month that may be reported at `now`: the current month, wherever it has begun. */
export const latestReportableMonth = (now: Date): string =>
  monthOf(new Date(now.getTime() + EARLIEST_ZONE_OFFSET_MS));

export const isFutureMonth = (month: string, now: Date): boolean => month > latestReportableMonth(now);

const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;

/** "March 2025" (US English). */
export function monthLabel(month: string, style: "long" | "short" = "long"): string {
  const n = monthNumber(month);
  const name = MONTH_NAMES[n % 12]!;
  const shown = style === "long" ? name : name.slice(0, 3);
  return `${shown[0]!.toUpperCase()}${shown.slice(1)} ${Math.floor(n / 12)}`;
}

const monthOfName = (name: string): number | null => {
  const lower = name.toLowerCase();
  if (lower.length < 3) return null;
  const index = MONTH_NAMES.findIndex((full) => full.startsWith(lower));
  return index === -1 ? null : index + 1;
};

const fullYear = (year: string): number => (year.length === 2 ? 2000 + Number(year) : Number(year));

const compose = (year: number, month: number | null): string | null =>
  month !== null && month >= 1 && month <= 12 && year >= 1000 && year <= 9999
    ? `${year}-${String(month).padStart(2, "0")}`
    : null;

/**
 * A month as spreadsheets write it back: `2025-03`, `2025-03-01`, `2025/03`, `3/2025`,
 * `3/1/2025` (US order), `Mar 2025`, `March 2025`, `Mar-25`. Null when it is none of these.
 */
export function parseMonthText(text: string): string | null {
  const value = text.trim();
  let match = /^(\d{4})[-/](\d{1,2})(?:[-/]\d{1,2})?$/.exec(value);
  if (match) return compose(Number(match[1]), Number(match[2]));
  match = /^(\d{1,2})\/(?:\d{1,2}\/)?(\d{4})$/.exec(value);
  if (match) return compose(Number(match[2]), Number(match[1]));
  match = /^([a-z]+)[\s\-/.]+(\d{2}|\d{4})$/i.exec(value);
  if (match) return compose(fullYear(match[2]!), monthOfName(match[1]!));
  return null;
}

/**
 * ISO weeks (contract §15 'weekly check-in'): `2027-W05`, Monday to Sunday, week 1 holding the
 * year's first Thursday. Calendar arithmetic on dates only; which week an instant falls in is
 * the coach's zone's business (packages/api, with luxon).
 */

const DAY_MS = 86_400_000;
const two = (n: number) => String(n).padStart(2, "0");

const dateText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;
};
const dayOf = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));

/** The Monday of week 1 of an ISO week-year, as a UTC day. */
function firstMonday(weekYear: number): number {
  const jan4 = Date.UTC(weekYear, 0, 4);
  const weekday = (new Date(jan4).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return jan4 - weekday * DAY_MS;
}

/** 52 or 53: a year has a week 53 when it starts on a Thursday, or a leap year on a Wednesday. */
export function isoWeeksInYear(weekYear: number): number {
  return (firstMonday(weekYear + 1) - firstMonday(weekYear)) / (7 * DAY_MS);
}

/** Whether `2027-W05` names a week that exists (week 53 only in long years). */
export function isIsoWeek(week: string): boolean {
  const match = /^([0-9]{4})-W([0-9]{2})$/.exec(week);
  if (!match) return false;
  const n = Number(match[2]);
  return n >= 1 && n <= isoWeeksInYear(Number(match[1]));
}

/** The ISO week a calendar date (`YYYY-MM-DD`) falls in. */
export function isoWeekOfDate(date: string): string {
  const day = dayOf(date);
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  const thursday = day + (3 - weekday) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const n = Math.floor((thursday - firstMonday(year)) / (7 * DAY_MS)) + 1;
  return `${year}-W${two(n)}`;
}

/** The dates of a week's Monday, Thursday, Friday and Sunday, `YYYY-MM-DD`. */
export function isoWeekDates(week: string): {
  monday: string;
  thursday: string;
  friday: string;
  sunday: string;
} {
  const monday = firstMonday(Number(week.slice(0, 4))) + (Number(week.slice(6)) - 1) * 7 * DAY_MS;
  return {
    monday: dateText(monday),
    thursday: dateText(monday + 3 * DAY_MS),
    friday: dateText(monday + 4 * DAY_MS),
    sunday: dateText(monday + 6 * DAY_MS),
  };
}

/** The week `offset` weeks after (or, negative, before) this one. */
export function shiftIsoWeek(week: string, offset: number): string {
  return isoWeekOfDate(dateText(dayOf(isoWeekDates(week).monday) + offset * 7 * DAY_MS));
}

/** How many weeks from `from` to `to` (0 for the same week; negative when `to` is earlier). */
export function isoWeeksBetween(from: string, to: string): number {
  return Math.round((dayOf(isoWeekDates(to).monday) - dayOf(isoWeekDates(from).monday)) / (7 * DAY_MS));
}

/**
 * The quarter whose goals a week's check-in asks about: the one its Thursday falls in (the
 * day that gives an ISO week its year, so a week never straddles two answers).
 */
export function quarterOfWeek(week: string): string {
  const thursday = isoWeekDates(week).thursday;
  return `${thursday.slice(0, 4)}-Q${Math.ceil(Number(thursday.slice(5, 7)) / 3)}`;
}

const WEEK_START_FORMAT = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "March 1": the week's Monday, as "the week of March 1" reads. */
export function weekStartLabel(week: string): string {
  return WEEK_START_FORMAT.format(new Date(`${isoWeekDates(week).monday}T00:00:00Z`));
}

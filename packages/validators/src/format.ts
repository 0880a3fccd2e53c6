import { FIRST_VISIT_MINUTES } from "./constants";
import { welcomeBack, welcomeFirst } from "./greetings";

/**
 * How durations and dates read to people, on every screen and in everything the server writes
 * (files, e-mails). One place each, so the product never shows one thing two ways.
 */

/**
 * Spec §9 and contract §13: under an hour in minutes ("45 min"), otherwise hours, with the
 * minutes when there are any ("1h", "1h 30m"). Negative, fractional or missing input (bad data)
 * is read as whole minutes from 0.
 */
export function formatDuration(minutes: number): string {
  const whole = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

type DateInput = string | number | Date;

export interface DateFormatOptions {
  /** An IANA zone such as "America/New_York"; the reader's own zone when absent. */
  timeZone?: string | undefined;
}

export interface FormatDateOptions extends DateFormatOptions {
  /** "medium" reads "Nov 21, 2026"; "numeric" is the short US date "11/21/2026" (spec §2's resource cards). */
  style?: "medium" | "numeric";
}

const toDate = (value: DateInput): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

// Intl formatters are costly to build (a page of dates spent most of its render making them):
// one per option set, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
/** The US-English date formatter for these options, made once and kept. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", options);
    formatters.set(key, found);
  }
  return found;
}

const format = (value: DateInput, options: Intl.DateTimeFormatOptions) => {
  const date = toDate(value);
  return date ? dateTimeFormat(options).format(date) : "";
};

/** A calendar date in US English ("Nov 21, 2026"); an unreadable value gives "". */
export const formatDate = (value: DateInput, { style = "medium", timeZone }: FormatDateOptions = {}) =>
  format(value, style === "numeric" ? { timeZone } : { dateStyle: "medium", timeZone });

/** A date and time in US English ("Nov 21, 2026, 3:05 PM"); an unreadable value gives "". */
export const formatDateTime = (value: DateInput, { timeZone }: DateFormatOptions = {}) =>
  format(value, { dateStyle: "medium", timeStyle: "short", timeZone });

/** A time of day in US English ("3:05 PM"); an unreadable value gives "". */
export const formatTime = (value: DateInput, { timeZone }: DateFormatOptions = {}) =>
  format(value, { timeStyle: "short", timeZone });

const englishPlural = new Intl.PluralRules("en-US");
const englishNumber = new Intl.NumberFormat("en-US");

/** A whole number in US English ("1,204"). */
export const formatNumber = (value: number): string => englishNumber.format(value);

/** "1 business", "2 businesses", "1,204 users": the count and the noun that agrees with it. */
export const formatCount = (count: number, singular: string, plural: string): string =>
  `${formatNumber(count)} ${englishPlural.select(count) === "one" ? singular : plural}`;

/**
 * The dashboard's greeting: a member who registered within FIRST_VISIT_MINUTES is on their first
 * visit; anyone else is welcomed back.
 */
export function dashboardGreeting(firstName: string, accountCreatedAt: DateInput, now: Date): string {
  const created = new Date(accountCreatedAt).getTime();
  const firstVisit = Number.isFinite(created) && now.getTime() - created < FIRST_VISIT_MINUTES * 60_000;
  return firstVisit ? welcomeFirst(firstName) : welcomeBack(firstName);
}

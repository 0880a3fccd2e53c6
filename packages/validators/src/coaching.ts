import { z } from "zod";
import { singleLine } from "./text";
import {
  COACHING_RULES,
  STRATEGY_HOLD_RULES,
  FREE_SESSION_MINUTES,
  PLAN_LEVELS,
  SESSION_STATUSES,
  SLOT_KINDS,
  type PlanLevel,
  type SlotKind,
} from "./constants";
import { COACHING_MESSAGES } from "./coaching-messages";
import { STRATEGY_HOLD_MESSAGES } from "./stranger-messages";
import { MESSAGES } from "./messages";
import { contactInput } from "./leads";
import { isSitePath } from "./site-path";

/** Contract §10: coaching sessions' inputs and rules; their constants live in constants.ts, their texts in messages.ts. */

export const SESSION_MINUTES: Record<SlotKind, number> = {
  strategy: FREE_SESSION_MINUTES,
  one_to_one: 60,
};

/** Contract §10: the defaults, Monday–Friday 9:00–17:00 in New York (the spec's support hours). */
export const DEFAULT_COACH_TIME_ZONE = "America/New_York";
export const DEFAULT_WEEKLY_HOURS: readonly WeeklyRange[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  start: "09:00",
  end: "17:00",
}));

// ---------------------------------------------------------------- fields

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const timeOfDay = z
  .string({ error: COACHING_MESSAGES.invalidTime })
  .trim()
  .regex(TIME_PATTERN, { error: COACHING_MESSAGES.invalidTime });

/** Minutes since midnight of an `HH:MM` (24:00 is the end of the day). */
export const minutesOfDay = (time: string): number => {
  const [h, m] = time.split(":").map(Number);
  return h! * 60 + m!;
};

/**
 * Zone names found valid. Building an `Intl.DateTimeFormat` costs far more than the rest of a
 * booking's input check, and a name's validity never changes while the process runs; only
 * valid names are kept, so the set is bounded by the zones the runtime knows.
 */
const knownTimeZones = new Set<string>();

/** A zone the runtime's Intl data knows: the same check on server and browser. */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  if (knownTimeZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    return false;
  }
  knownTimeZones.add(zone);
  return true;
}

export const timeZoneField = z
  .string({ error: COACHING_MESSAGES.invalidTimeZone })
  .trim()
  .refine(isValidTimeZone, { error: COACHING_MESSAGES.invalidTimeZone });

/** An ISO 8601 instant with its zone (contract §13 'slots query'). */
export const instantField = z
  .string({ error: COACHING_MESSAGES.invalidInstant })
  .trim()
  .pipe(z.iso.datetime({ offset: true, error: COACHING_MESSAGES.invalidInstant }))
  .transform((text) => new Date(text));

const calendarDate = z
  .string({ error: MESSAGES.invalidDate })
  .trim()
  .pipe(z.iso.date({ error: MESSAGES.invalidDate }));

const INT4_MAX = 2_147_483_647;
const coachIdField = z.coerce
  .number({ error: COACHING_MESSAGES.coachNotFound })
  .int({ error: COACHING_MESSAGES.coachNotFound })
  .positive({ error: COACHING_MESSAGES.coachNotFound })
  .max(INT4_MAX, { error: COACHING_MESSAGES.coachNotFound });

export const sessionIdField = z.coerce
  .number({ error: COACHING_MESSAGES.sessionNotFound })
  .int({ error: COACHING_MESSAGES.sessionNotFound })
  .positive({ error: COACHING_MESSAGES.sessionNotFound })
  .max(INT4_MAX, { error: COACHING_MESSAGES.sessionNotFound });

const optionalNote = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

// ---------------------------------------------------------------- availability (contract §13)

export interface TimeRange {
  start: string;
  end: string;
}
export interface WeeklyRange extends TimeRange {
  weekday: number;
}
export interface DateException {
  date: string;
  ranges: TimeRange[];
}
export interface Availability {
  timeZone: string;
  weekly: WeeklyRange[];
  exceptions: DateException[];
}

const rangeShape = { start: timeOfDay, end: timeOfDay };
const checkRangeOrder = (range: TimeRange, ctx: z.RefinementCtx) => {
  if (minutesOfDay(range.end) <= minutesOfDay(range.start))
    ctx.addIssue({ code: "custom", message: COACHING_MESSAGES.rangeEndBeforeStart, path: ["end"] });
};

/** True when two ranges of one day share any minute (touching ends are fine). */
export function rangesOverlap(ranges: readonly TimeRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start));
  return sorted.some((range, i) => i > 0 && minutesOfDay(range.start) < minutesOfDay(sorted[i - 1]!.end));
}

const weeklyRange = z.object({
  weekday: z
    .number({ error: COACHING_MESSAGES.invalidWeekday })
    .int({ error: COACHING_MESSAGES.invalidWeekday })
    .min(1, { error: COACHING_MESSAGES.invalidWeekday })
    .max(7, { error: COACHING_MESSAGES.invalidWeekday }),
  ...rangeShape,
});

const dateException = z.object({
  date: calendarDate,
  ranges: z.array(z.object(rangeShape).superRefine(checkRangeOrder)).max(12),
});

export const availabilityInput = z
  .object({
    timeZone: timeZoneField,
    weekly: z.array(weeklyRange.superRefine(checkRangeOrder)).max(7 * 12),
    exceptions: z.array(dateException).max(1000),
  })
  .superRefine((value, ctx) => {
    for (let weekday = 1; weekday <= 7; weekday++) {
      if (rangesOverlap(value.weekly.filter((r) => r.weekday === weekday)))
        ctx.addIssue({ code: "custom", message: COACHING_MESSAGES.rangesOverlap, path: ["weekly"] });
    }
    const dates = new Set<string>();
    value.exceptions.forEach((exception, i) => {
      if (dates.has(exception.date))
        ctx.addIssue({
          code: "custom",
          message: COACHING_MESSAGES.duplicateException,
          path: ["exceptions", i],
        });
      dates.add(exception.date);
      if (rangesOverlap(exception.ranges))
        ctx.addIssue({ code: "custom", message: COACHING_MESSAGES.rangesOverlap, path: ["exceptions", i] });
    });
  });
export type AvailabilityInput = z.input<typeof availabilityInput>;

// ---------------------------------------------------------------- coach profile (contract §13)

const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.hostname });

const meetingUrlField = z
  .string({ error: COACHING_MESSAGES.invalidMeetingUrl })
  .trim()
  .max(2000, { error: COACHING_MESSAGES.invalidMeetingUrl })
  .refine((value) => value === "" || (!/\s/.test(value) && httpsUrl.safeParse(value).success), {
    error: COACHING_MESSAGES.invalidMeetingUrl,
  })
  .nullish()
  .transform((value) => (value ? value : null));

const photoUrlField = z
  .string({ error: MESSAGES.invalidUrl })
  .trim()
  .max(2000, { error: MESSAGES.invalidUrl })
  .refine(
    (value) =>
      value === "" || (!/\s/.test(value) && (isSitePath(value) || httpsUrl.safeParse(value).success)),
    { error: MESSAGES.invalidUrl },
  )
  .nullish()
  .transform((value) => (value ? value : null));

export const coachProfileInput = z.object({
  displayName: singleLine(COACHING_MESSAGES.displayNameRequired)
    .trim()
    .min(1, { error: COACHING_MESSAGES.displayNameRequired })
    .max(100, { error: "Display name must be at most 100 characters" }),
  bio: z
    .string({ error: COACHING_MESSAGES.bioTooLong })
    .trim()
    .max(2000, { error: COACHING_MESSAGES.bioTooLong })
    .nullish()
    .transform((value) => value ?? ""),
  photoUrl: photoUrlField,
  meetingUrl: meetingUrlField,
  timeZone: timeZoneField,
});
export type CoachProfileInput = z.input<typeof coachProfileInput>;

// ---------------------------------------------------------------- slots and bookings (contract §10)

export const slotsQueryInput = z
  .object({
    kind: z.enum(SLOT_KINDS, { error: COACHING_MESSAGES.invalidKind }).default("one_to_one"),
    from: instantField.optional(),
    to: instantField.optional(),
    coachId: coachIdField.optional(),
  })
  .prefault({});
export type SlotsQueryInput = z.input<typeof slotsQueryInput>;

export const publicSlotsQueryInput = z
  .object({ from: instantField.optional(), to: instantField.optional() })
  .prefault({});
export type PublicSlotsQueryInput = z.input<typeof publicSlotsQueryInput>;

/** The browser's zone, so e-mails show the booker's own times; an unknown zone is dropped, not refused. */
const attendeeTimeZoneField = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" && isValidTimeZone(value.trim()) ? value.trim() : null));

export const bookSessionInput = z.object({
  kind: z.literal("one_to_one", { error: COACHING_MESSAGES.invalidKind }).default("one_to_one"),
  timeZone: attendeeTimeZoneField,
  startsAt: instantField,
  coachId: coachIdField.optional(),
  topic: singleLine(COACHING_MESSAGES.topicTooLong)
    .trim()
    .max(200, { error: COACHING_MESSAGES.topicTooLong })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type BookSessionInput = z.input<typeof bookSessionInput>;

export const cancelSessionInput = z.object({
  id: sessionIdField,
  reason: z
    .string({ error: COACHING_MESSAGES.reasonTooLong })
    .trim()
    .max(1000, { error: COACHING_MESSAGES.reasonTooLong })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type CancelSessionInput = z.input<typeof cancelSessionInput>;

export const rescheduleSessionInput = z.object({ id: sessionIdField, startsAt: instantField });
export type RescheduleSessionInput = z.input<typeof rescheduleSessionInput>;

export const sessionIdInput = z.object({ id: sessionIdField });
export type SessionIdInput = z.input<typeof sessionIdInput>;

export const groupSessionCreateInput = z.object({
  title: singleLine(COACHING_MESSAGES.titleRequired)
    .trim()
    .min(1, { error: COACHING_MESSAGES.titleRequired })
    .max(200, { error: "Title must be at most 200 characters" }),
  startsAt: instantField,
  durationMinutes: z.coerce
    .number({ error: COACHING_MESSAGES.durationInvalid })
    .int({ error: COACHING_MESSAGES.durationInvalid })
    .min(15, { error: COACHING_MESSAGES.durationInvalid })
    .max(COACHING_RULES.groupDurationMaxMinutes, { error: COACHING_MESSAGES.durationInvalid }),
  capacity: z.coerce
    .number({ error: COACHING_MESSAGES.capacityInvalid })
    .int({ error: COACHING_MESSAGES.capacityInvalid })
    .min(1, { error: COACHING_MESSAGES.capacityInvalid })
    .max(COACHING_RULES.groupCapacityMax, { error: COACHING_MESSAGES.capacityInvalid }),
});
export type GroupSessionCreateInput = z.input<typeof groupSessionCreateInput>;

/** A change of a scheduled group session: any of its fields, the others kept. */
export const groupSessionUpdateInput = groupSessionCreateInput.partial().extend({ id: sessionIdField });
export type GroupSessionUpdateInput = z.input<typeof groupSessionUpdateInput>;

export const adminSessionsQueryInput = z
  .object({ from: instantField.optional(), to: instantField.optional() })
  .prefault({});
export type AdminSessionsQueryInput = z.input<typeof adminSessionsQueryInput>;

export const adminSessionUpdateInput = z.object({
  id: sessionIdField,
  status: z.enum(SESSION_STATUSES, { error: COACHING_MESSAGES.invalidStatus }).optional(),
  coachNotes: optionalNote(10_000, COACHING_MESSAGES.notesTooLong),
  sharedNotes: optionalNote(10_000, COACHING_MESSAGES.notesTooLong),
});
export type AdminSessionUpdateInput = z.input<typeof adminSessionUpdateInput>;

const allowanceLimit = z
  .number({ error: COACHING_MESSAGES.allowanceInvalid })
  .int({ error: COACHING_MESSAGES.allowanceInvalid })
  .min(0, { error: COACHING_MESSAGES.allowanceInvalid })
  .max(100, { error: COACHING_MESSAGES.allowanceInvalid })
  .nullable();

export const sessionAllowancesInput = z.object({
  allowances: z.object(
    Object.fromEntries(
      PLAN_LEVELS.map((plan) => [
        plan,
        z.object({ oneToOnePerMonth: allowanceLimit, groupPerWeek: allowanceLimit }),
      ]),
    ) as Record<
      PlanLevel,
      z.ZodObject<{ oneToOnePerMonth: typeof allowanceLimit; groupPerWeek: typeof allowanceLimit }>
    >,
  ),
});
export type SessionAllowancesInput = z.input<typeof sessionAllowancesInput>;

// ---------------------------------------------------------------- the free strategy session (contract §13)

const tokenField = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(1000, { error: message });

/**
 * After the contact form: `{bookingToken, startsAt}`. Time first: the contact form's
 * fields and `startsAt`. Either way one consultation request.
 */
export const strategyBookingInput = z
  .looseObject({
    bookingToken: tokenField(COACHING_MESSAGES.bookingLinkInvalid).optional(),
    startsAt: instantField,
    timeZone: attendeeTimeZoneField,
  })
  .transform((value, ctx) => {
    const { startsAt, timeZone } = value;
    if (value.bookingToken) return { startsAt, timeZone, bookingToken: value.bookingToken, contact: null };
    const contact = contactInput.safeParse(value);
    if (!contact.success) {
      for (const issue of contact.error.issues) ctx.addIssue({ ...issue, code: "custom" });
      return z.NEVER;
    }
    return { startsAt, timeZone, bookingToken: null, contact: contact.data };
  });
export type StrategyBookingInput = z.input<typeof strategyBookingInput>;

export const manageLinkInput = z.object({ token: tokenField(COACHING_MESSAGES.manageLinkInvalid) });
export type ManageLinkInput = z.input<typeof manageLinkInput>;

export const manageLinkSlotsInput = z.object({
  token: tokenField(COACHING_MESSAGES.manageLinkInvalid),
  from: instantField.optional(),
  to: instantField.optional(),
});
export type ManageLinkSlotsInput = z.input<typeof manageLinkSlotsInput>;

export const manageLinkCancelInput = z.object({
  token: tokenField(COACHING_MESSAGES.manageLinkInvalid),
  reason: cancelSessionInput.shape.reason,
});
export type ManageLinkCancelInput = z.input<typeof manageLinkCancelInput>;

export const manageLinkRescheduleInput = z.object({
  token: tokenField(COACHING_MESSAGES.manageLinkInvalid),
  startsAt: instantField,
});
export type ManageLinkRescheduleInput = z.input<typeof manageLinkRescheduleInput>;

export const calendarFeedTokenInput = z.object({
  token: z
    .string({ error: MESSAGES.notFound })
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: MESSAGES.notFound }),
});
export type CalendarFeedTokenInput = z.input<typeof calendarFeedTokenInput>;

// ---------------------------------------------------------------- held times and caps (contract §14)

export const strategyConfirmInput = z.object({
  token: tokenField(STRATEGY_HOLD_MESSAGES.confirmLinkInvalid),
});
export type StrategyConfirmInput = z.input<typeof strategyConfirmInput>;

const capField = z
  .number({ error: STRATEGY_HOLD_MESSAGES.invalidCap })
  .int({ error: STRATEGY_HOLD_MESSAGES.invalidCap })
  .min(0, { error: STRATEGY_HOLD_MESSAGES.invalidCap })
  .max(STRATEGY_HOLD_RULES.maxCap, { error: STRATEGY_HOLD_MESSAGES.invalidCap });

/** The coach's caps on free strategy sessions per day and per ISO week. */
export const strategyCapsInput = z.object({ perDay: capField, perWeek: capField });
export type StrategyCapsInput = z.input<typeof strategyCapsInput>;

import { PLAN_LEVELS, SESSION_KINDS, SESSION_STATUSES } from "@scalemsp/validators";
import { z } from "zod";
import { idOutput, nullableText, successAnswer, timestampOutput } from "./common";

/** Contract §10 and §13: the answers of the coaching-session paths. */

/** `null` is unlimited. */
const limitOutput = z.number().int().min(0).nullable();
const rangeOutput = z.object({ start: z.string(), end: z.string() });

export const slotOutput = z.object({ startsAt: timestampOutput, endsAt: timestampOutput, coachId: idOutput });

export const coachOutput = z.object({
  id: idOutput,
  displayName: z.string(),
  bio: z.string(),
  photoUrl: nullableText,
  timeZone: z.string(),
});

export const memberSessionOutput = z.object({
  id: idOutput,
  kind: z.enum(SESSION_KINDS),
  title: z.string(),
  startsAt: timestampOutput,
  endsAt: timestampOutput,
  status: z.enum(SESSION_STATUSES),
  coach: z.object({ id: idOutput, name: z.string(), photoUrl: nullableText }),
  /** Only from 24 hours before the start. */
  meetingUrl: nullableText,
  topic: nullableText,
  bookedBy: z.object({ id: idOutput, name: z.string() }).nullable(),
  sharedNotes: nullableText,
  capacity: z.number().int().nullable(),
  seatsLeft: z.number().int().nullable(),
  joined: z.boolean(),
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  canLeave: z.boolean(),
  cancelReturnsAllowance: z.boolean(),
});

export const allowanceOutput = z.object({
  month: z.string(),
  oneToOne: z.object({ included: limitOutput, used: z.number().int() }),
  group: z.object({ included: limitOutput, usedThisWeek: z.number().int() }),
});

export const groupOccurrenceOutput = z.object({
  id: idOutput,
  title: z.string(),
  startsAt: timestampOutput,
  endsAt: timestampOutput,
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  joined: z.boolean(),
  coach: z.object({ id: idOutput, name: z.string() }),
});

/** A free session asked for (`pending`, held for the e-mailed confirmation) or confirmed (`booked`); contract §14. */
export const strategyBookingOutput = z.object({
  startsAt: timestampOutput,
  endsAt: timestampOutput,
  status: z.enum(["pending", "booked"]),
});

export const strategyHoldOutput = z.object({
  id: idOutput,
  coachId: idOutput,
  startsAt: timestampOutput,
  endsAt: timestampOutput,
  expiresAt: timestampOutput,
  status: z.enum(["pending", "lapsed"]),
  lead: z.object({ id: idOutput, name: z.string(), email: z.string(), company: z.string() }),
});

export const strategyCapsOutput = z.object({ perDay: z.number().int(), perWeek: z.number().int() });

export const managedSessionOutput = z.object({
  id: idOutput,
  kind: z.enum(["strategy", "one_to_one"]),
  title: z.string(),
  startsAt: timestampOutput,
  endsAt: timestampOutput,
  status: z.enum(SESSION_STATUSES),
  coach: z.object({ name: z.string(), photoUrl: nullableText }),
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  cancelReturnsAllowance: z.boolean(),
});

export const adminSessionOutput = z.object({
  id: idOutput,
  kind: z.enum(SESSION_KINDS),
  title: z.string(),
  startsAt: timestampOutput,
  endsAt: timestampOutput,
  status: z.enum(SESSION_STATUSES),
  coach: z.object({ id: idOutput, name: z.string() }),
  business: z.object({ id: idOutput, name: z.string(), planLevel: z.enum(PLAN_LEVELS) }).nullable(),
  lead: z.object({ id: idOutput, name: z.string(), email: z.string(), company: z.string() }).nullable(),
  bookedBy: z.object({ id: idOutput, name: z.string(), email: z.string() }).nullable(),
  topic: nullableText,
  coachNotes: nullableText,
  sharedNotes: nullableText,
  capacity: z.number().int().nullable(),
  attendees: z.array(
    z.object({ userId: idOutput, name: z.string(), email: z.string(), businessName: z.string() }),
  ),
  cancelledAt: timestampOutput.nullable(),
  cancelReason: nullableText,
  meetingUrl: nullableText,
});

export const availabilityOutput = z.object({
  timeZone: z.string(),
  weekly: z.array(z.object({ weekday: z.number().int().min(1).max(7), start: z.string(), end: z.string() })),
  exceptions: z.array(z.object({ date: z.string(), ranges: z.array(rangeOutput) })),
});

export const coachProfileOutput = z.object({
  displayName: z.string(),
  bio: z.string(),
  photoUrl: nullableText,
  meetingUrl: nullableText,
  timeZone: z.string(),
});

export const calendarFeedOutput = z.object({ feedUrl: z.string() });

export const sessionAllowancesOutput = z.object({
  allowances: z.object(
    Object.fromEntries(
      PLAN_LEVELS.map((plan) => [
        plan,
        z.object({ oneToOnePerMonth: limitOutput, groupPerWeek: limitOutput }),
      ]),
    ),
  ),
});

/** Contract §13 'strategy booking and the lead': the contact form's answer carries the booking token. */
export const contactAnswer = successAnswer.extend({ bookingToken: z.string() });

import { z } from "zod";
import { idOutput, timestampOutput } from "./common";

/** Contract §15 'weekly check-in': one business's answer for one ISO week. */
export const checkInOutput = z.object({
  id: idOutput,
  /** `2027-W05`. */
  week: z.string(),
  wins: z.string(),
  blockers: z.string(),
  focus: z.string(),
  /** A goal's id (as text) to the confidence 1–5 given it. */
  confidence: z.record(z.string(), z.number().int().min(1).max(5)),
  /** Who sent it last; null once their account is gone. */
  author: z.object({ id: idOutput, name: z.string() }).nullable(),
  /** The coach's comment, which the business sees. */
  comment: z.string().nullable(),
  commentedAt: timestampOutput.nullable(),
  createdAt: timestampOutput,
  updatedAt: timestampOutput,
});

/** `GET /api/check-ins/{week}`: the week's check-in, the goals it asks about, and what the viewer may do. */
export const checkInWeekOutput = z.object({
  week: z.string(),
  checkIn: checkInOutput.nullable(),
  /** The goals of the quarter the week's Thursday falls in: confidence is asked per goal. */
  goals: z.array(z.object({ id: idOutput, title: z.string() })),
  /** Whether the viewer may send or replace it now: their business lets them, and it is this week. */
  editable: z.boolean(),
  /** Whether the viewer may check in at all: the owner, or a member while the owner allows it. */
  canCheckIn: z.boolean(),
});

/** `GET /api/check-ins/current`: this week's, with when it ends and the answer before it. */
export const currentCheckInOutput = checkInWeekOutput.extend({
  /** The end of this ISO week in the coach's zone: the check-in can be changed until then. */
  endsAt: timestampOutput,
  /** The latest check-in of an earlier week, if any. */
  previous: checkInOutput.nullable(),
});

/** `GET /api/admin/businesses/{id}/check-ins`: the coach's view of a business's recent check-ins. */
export const businessCheckInsOutput = z.object({
  business: z.object({ id: idOutput, name: z.string() }),
  /** The ISO week it is now in the coach's zone. */
  currentWeek: z.string(),
  checkIns: z.array(checkInOutput),
  /** The goals these check-ins give confidence for, to name them. */
  goals: z.array(z.object({ id: idOutput, title: z.string() })),
});

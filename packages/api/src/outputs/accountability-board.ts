import { GOAL_STATUSES, PLAN_LEVELS, SESSION_KINDS } from "@scalemsp/validators";
import { z } from "zod";
import { idOutput, timestampOutput } from "./common";

const boardSession = z.object({ id: idOutput, startsAt: timestampOutput, kind: z.enum(SESSION_KINDS) });

/** Contract §15 'the coach's board': one row per active client business. */
export const accountabilityBoardRowOutput = z.object({
  business: z.object({ id: idOutput, name: z.string(), planLevel: z.enum(PLAN_LEVELS) }),
  /** This ISO week's check-in (the coach's zone), or null while it is missing. */
  checkIn: z
    .object({
      id: idOutput,
      week: z.string(),
      submittedAt: timestampOutput,
      /** Some goal's confidence is at most 2 of 5. */
      confidenceLow: z.boolean(),
    })
    .nullable(),
  /** Consecutive ISO weeks with a check-in, back from this week (or last week while this one is missing). */
  streak: z.number().int().nonnegative(),
  goalsAtRisk: z.array(z.object({ id: idOutput, title: z.string(), status: z.enum(GOAL_STATUSES) })),
  goalsThisQuarter: z.number().int().nonnegative(),
  overdueItems: z.number().int().nonnegative(),
  openItems: z.number().int().nonnegative(),
  lastSession: boardSession.nullable(),
  nextSession: boardSession.nullable(),
});

export const accountabilityBoardOutput = z.object({
  /** The coach's ISO week (`2027-W05`) and quarter (`2027-Q1`) the board reads. */
  week: z.string(),
  quarter: z.string(),
  rows: z.array(accountabilityBoardRowOutput),
});

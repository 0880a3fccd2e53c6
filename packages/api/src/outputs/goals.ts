import { GOAL_METRICS, GOAL_STATUSES } from "@scalemsp/validators";
import { z } from "zod";
import { idOutput, timestampOutput } from "./common";

/** Contract §15 'goals': one goal, with what the scorecard and the last check-in make of it. */
export const goalOutput = z.object({
  id: idOutput,
  quarter: z.string(),
  title: z.string(),
  /** The scorecard figure it follows, or null for a goal whose progress is set by hand. */
  metric: z.enum(GOAL_METRICS).nullable(),
  target: z.number(),
  /** A metric goal's figure for the month before the quarter; a hand-set goal's as given. */
  baseline: z.number().nullable(),
  /** A metric goal's latest month in the quarter with a figure, and the figure. */
  current: z.object({ month: z.string(), value: z.number() }).nullable(),
  /** A metric goal's figure in the month before the quarter and each of its months, oldest first. */
  months: z.array(z.object({ month: z.string(), value: z.number().nullable() })),
  progress: z.number().int().min(0).max(100),
  status: z.enum(GOAL_STATUSES),
  /** The confidence (1–5) the latest check-in gave it, if any. */
  lastConfidence: z.number().int().min(1).max(5).nullable(),
  createdAt: timestampOutput,
  updatedAt: timestampOutput,
});

/** `GET /api/goals`. */
export const goalListOutput = z.object({
  /** Whose goals these are: the caller's business, or the client the coach named. */
  business: z.object({ id: idOutput, name: z.string() }),
  quarter: z.string(),
  /** This quarter, in the coach's calendar. */
  currentQuarter: z.string(),
  /** The quarters that have goals, newest first, with this quarter and the one shown. */
  quarters: z.array(z.string()),
  /** How much of the quarter shown has gone by, 0–100. */
  elapsedPct: z.number().int().min(0).max(100),
  /** Whether the caller may add, change and delete goals (the owner and the coach). */
  canEdit: z.boolean(),
  goals: z.array(goalOutput),
});

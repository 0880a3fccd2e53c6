import { GOAL_AT_RISK_CONFIDENCE, GOAL_AT_RISK_LAG_POINTS, type GoalStatus } from "./constants";
import { quarterDates, quarterElapsedShare } from "./quarters";

/**
 * A metric goal's progress (0–100): how far the latest figure has come from the baseline to
 * the target. A target below the baseline (fewer tickets, say) counts the way down. Without a
 * figure yet, or a baseline, nothing has moved: 0, unless the latest figure already meets it,
 * which without a baseline is read in the figure's own better direction (`lowerIsBetter`: a
 * ticket count above its target has not met it).
 */
export function metricProgress(
  baseline: number | null,
  target: number,
  latest: number | null,
  lowerIsBetter = false,
): number {
  if (latest === null) return 0;
  const falling = baseline !== null ? target < baseline : lowerIsBetter;
  const reached = falling ? latest <= target : latest >= target;
  if (reached) return 100;
  if (baseline === null || baseline === target) return 0;
  const share = (latest - baseline) / (target - baseline);
  return Math.round(Math.min(100, Math.max(0, share * 100)));
}

export interface GoalStatusInput {
  quarter: string;
  /** The coach's calendar date today, `YYYY-MM-DD`. */
  today: string;
  progress: number;
  /** The confidence (1–5) the latest check-in gave this goal, if any. */
  lastConfidence: number | null;
}

/**
 * Contract §15: done once progress reaches 100; missed once the quarter is over short of it;
 * at risk when progress trails the quarter's elapsed share by more than 20 points or the last
 * check-in's confidence was 2 or less; on track otherwise.
 */
export function goalStatus({ quarter, today, progress, lastConfidence }: GoalStatusInput): GoalStatus {
  if (progress >= 100) return "done";
  if (today > quarterDates(quarter).last) return "missed";
  const expected = quarterElapsedShare(quarter, today) * 100;
  if (expected - progress > GOAL_AT_RISK_LAG_POINTS) return "at_risk";
  if (lastConfidence !== null && lastConfidence <= GOAL_AT_RISK_CONFIDENCE) return "at_risk";
  return "on_track";
}

import { formatFigureValue, goalMetricDisplay } from "@scalemsp/validators";
import type { Goal } from "./types";

const plain = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** A goal's value as people read it: the metric's own way ($, %), or a plain number for a hand-set goal. */
export function goalValue(goal: Pick<Goal, "metric">, value: number | null, compact = false): string {
  if (value === null) return "—";
  return goal.metric
    ? formatFigureValue(goalMetricDisplay(goal.metric), value, compact)
    : plain.format(value);
}

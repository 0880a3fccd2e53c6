import { deriveFigures, type DerivedFigure } from "../scorecard/derived";
import type { ScorecardEntry } from "../scorecard/figures";
import { GOAL_DERIVED_METRICS, type GoalMetric } from "./constants";

const derivedMetrics = new Set<string>(GOAL_DERIVED_METRICS);

/** A goal metric's value in one month of the scorecard: as entered, or derived (§13); null when unknown. */
export function metricValue(entries: readonly ScorecardEntry[], metric: GoalMetric, month: string): number | null {
  if (derivedMetrics.has(metric)) return deriveFigures(entries, month)?.[metric as DerivedFigure] ?? null;
  const entry = entries.find((e) => e.month === month);
  const value = entry?.[metric as keyof ScorecardEntry];
  return typeof value === "number" ? value : null;
}

/** The latest month of `months` (in order) that has a value for the metric, and that value. */
export function latestMetricValue(
  entries: readonly ScorecardEntry[],
  metric: GoalMetric,
  months: readonly string[],
): { month: string; value: number } | null {
  for (const month of [...months].reverse()) {
    const value = metricValue(entries, metric, month);
    if (value !== null) return { month, value };
  }
  return null;
}

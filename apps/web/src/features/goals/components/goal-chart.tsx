import { GOAL_METRIC_LABELS, monthLabel } from "@scalemsp/validators";
import { evenScale } from "../../../components/charts/even-scale";
import { LineChart } from "../../../components/charts/lazy-charts";
import { goalValue } from "../goal-values";
import type { Goal } from "../types";

/**
 * A metric goal's figure in the month before its quarter and each of its months, against its
 * target: a small line chart with the target drawn across it.
 */
export function GoalChart({ goal }: { goal: Goal }) {
  if (!goal.metric || goal.months.every((point) => point.value === null)) return null;
  const data = goal.months.map((point) => ({ month: monthLabel(point.month, "short"), value: point.value }));
  const values = [
    ...goal.months.flatMap((point) => (point.value === null ? [] : [point.value])),
    goal.target,
  ];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = (high - low) * 0.15 || Math.abs(high) * 0.1 || 1;
  // Figures that cannot go below zero (none of them does) keep the axis at zero or above.
  // Three or four labels: the chart is 140 px tall.
  const scale = evenScale(low >= 0 ? Math.max(0, low - pad) : low - pad, high + pad, 3);
  const label = GOAL_METRIC_LABELS[goal.metric];
  const shown = goal.months
    .map((point) => `${monthLabel(point.month, "short")} ${goalValue(goal, point.value)}`)
    .join(", ");
  return (
    <LineChart
      h={140}
      data={data}
      dataKey="month"
      series={[{ name: "value", label, color: "indigo.5" }]}
      curveType="monotone"
      connectNulls
      withDots
      strokeWidth={2}
      referenceLines={[{ y: goal.target, label: "Target", color: "teal.7", labelPosition: "insideTopLeft" }]}
      yAxisProps={{ width: 64, domain: scale.domain, ticks: scale.ticks }}
      // Room above the top label, which would otherwise be pushed down off its line.
      lineChartProps={{ margin: { top: 10 } }}
      valueFormatter={(value) => goalValue(goal, value, true)}
      gridAxis="y"
      role="img"
      aria-label={`${label} by month against the target of ${goalValue(goal, goal.target)}: ${shown}`}
    />
  );
}

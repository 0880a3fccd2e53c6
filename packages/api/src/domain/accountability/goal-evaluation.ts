import type { SQLWrapper } from "drizzle-orm";
import type { goals } from "@scalemsp/db";
import {
  and,
  asc,
  businesses,
  checkIns,
  desc,
  eq,
  inArray,
  lte,
  scorecardEntries,
  type Database,
} from "@scalemsp/db";
import {
  GOAL_LOWER_IS_BETTER,
  GOAL_METRICS,
  goalStatus,
  latestMetricValue,
  metricProgress,
  metricValue,
  monthBeforeQuarter,
  quarterMonths,
  type GoalMetric,
  type GoalStatus,
  type ScorecardEntry,
} from "@scalemsp/validators";
import { toEntry } from "../scorecard/entries";

export type GoalRow = typeof goals.$inferSelect;
/** Business ids, or a query giving them. */
type BusinessScope = number[] | SQLWrapper;

/** A goal as every reader sees it: its stored fields and what the product works out (contract §15). */
export interface EvaluatedGoal {
  id: number;
  businessId: number;
  quarter: string;
  title: string;
  metric: GoalMetric | null;
  target: number;
  /** A metric goal's: the figure of the month before the quarter, read from the scorecard now. */
  baseline: number | null;
  /** A metric goal's latest month in the quarter with a figure, and the figure. */
  current: { month: string; value: number } | null;
  /**
   * A metric goal's figure in the month before its quarter and each month of it, oldest first
   * (null where the scorecard has none): what the Goals page draws. Empty for a hand-set goal.
   */
  months: { month: string; value: number | null }[];
  progress: number;
  status: GoalStatus;
  /** The confidence (1–5) the latest check-in up to this week gave it. */
  lastConfidence: number | null;
  createdAt: Date;
  updatedAt: Date;
}

const isMetric = (value: string | null): value is GoalMetric =>
  value !== null && (GOAL_METRICS as readonly string[]).includes(value);

/** Per business, the latest check-in's confidence by goal id, up to and including `week`. */
async function lastConfidences(db: Database, businessIds: BusinessScope, week: string) {
  // Per business, one step down the unique index on business and week: no sort of them all.
  const latest = db
    .select({ confidence: checkIns.confidence })
    .from(checkIns)
    .where(and(eq(checkIns.businessId, businesses.id), lte(checkIns.week, week)))
    .orderBy(desc(checkIns.week))
    .limit(1)
    .as("latest");
  const rows = await db
    .select({ businessId: businesses.id, confidence: latest.confidence })
    .from(businesses)
    .crossJoinLateral(latest)
    .where(inArray(businesses.id, businessIds));
  return new Map(rows.map((row) => [row.businessId, row.confidence]));
}

/** Per business, its months oldest first: one query however many businesses (the coach's board). */
async function entriesByBusiness(db: Database, businessIds: BusinessScope) {
  const found = new Map<number, ScorecardEntry[]>();
  if (Array.isArray(businessIds) && businessIds.length === 0) return found;
  const rows = await db
    .select()
    .from(scorecardEntries)
    .where(inArray(scorecardEntries.businessId, businessIds))
    .orderBy(asc(scorecardEntries.businessId), asc(scorecardEntries.month));
  for (const row of rows) {
    const list = found.get(row.businessId) ?? [];
    if (list.length === 0) found.set(row.businessId, list);
    list.push(toEntry(row));
  }
  return found;
}

/**
 * Each goal with its progress and status: a metric goal's from the scorecard (baseline the month
 * before its quarter, progress the quarter's latest month), a hand-set goal's as stored; the
 * status from the coach's `today` and the business's latest check-in up to `week`.
 */
export async function evaluateGoals(
  db: Database,
  rows: readonly GoalRow[],
  calendar: { today: string; week: string },
  /** The businesses the rows are of, as a query (the board's hundreds): read instead of listing ids. */
  businesses?: BusinessScope,
): Promise<EvaluatedGoal[]> {
  if (rows.length === 0) return [];
  const businessIds = businesses ?? [...new Set(rows.map((g) => g.businessId))];
  const needsEntries = businesses ?? [
    ...new Set(rows.filter((g) => isMetric(g.metric)).map((g) => g.businessId)),
  ];
  const [confidences, entriesOfBusiness] = await Promise.all([
    lastConfidences(db, businessIds, calendar.week),
    entriesByBusiness(db, needsEntries),
  ]);
  return rows.map((goal) => {
    const metric = isMetric(goal.metric) ? goal.metric : null;
    const entries = entriesOfBusiness.get(goal.businessId) ?? [];
    const baseline = metric ? metricValue(entries, metric, monthBeforeQuarter(goal.quarter)) : goal.baseline;
    const current = metric ? latestMetricValue(entries, metric, quarterMonths(goal.quarter)) : null;
    const months = metric
      ? [monthBeforeQuarter(goal.quarter), ...quarterMonths(goal.quarter)].map((month) => ({
          month,
          value: metricValue(entries, metric, month),
        }))
      : [];
    const progress = metric
      ? metricProgress(baseline, goal.target, current?.value ?? null, GOAL_LOWER_IS_BETTER.has(metric))
      : (goal.progress ?? 0);
    const lastConfidence = confidences.get(goal.businessId)?.[String(goal.id)] ?? null;
    return {
      id: goal.id,
      businessId: goal.businessId,
      quarter: goal.quarter,
      title: goal.title,
      metric,
      target: goal.target,
      baseline,
      current,
      months,
      progress,
      status: goalStatus({ quarter: goal.quarter, today: calendar.today, progress, lastConfidence }),
      lastConfidence,
      createdAt: goal.createdAt,
      updatedAt: goal.updatedAt,
    };
  });
}

import type { ScorecardEntry } from "./figures";
import { percentChange, roundTo } from "./derived";
import { addMonths } from "./months";

/**
 * A client's starting point: the last month reported at or before the month the business
 * joined, or, when all its figures came later, the first month it reported.
 */
export function baselineEntry<T extends { month: string }>(
  entries: readonly T[],
  joinedMonth: string,
): T | null {
  let atOrBefore: T | null = null;
  let first: T | null = null;
  for (const entry of entries) {
    if (entry.month <= joinedMonth && (!atOrBefore || entry.month > atOrBefore.month)) atOrBefore = entry;
    if (!first || entry.month < first.month) first = entry;
  }
  return atOrBefore ?? first;
}

export interface GrowthSinceJoining {
  fromMonth: string;
  toMonth: string;
  revenueGrowthPct: number | null;
}

/** Revenue growth from the baseline to the latest month; null with fewer than two months. */
export function growthSinceJoining(
  entries: readonly Pick<ScorecardEntry, "month" | "revenue">[],
  joinedMonth: string,
): GrowthSinceJoining | null {
  const baseline = baselineEntry(entries, joinedMonth);
  const latest = entries.reduce<(typeof entries)[number] | null>(
    (found, entry) => (!found || entry.month > found.month ? entry : found),
    null,
  );
  if (!baseline || !latest || latest.month === baseline.month) return null;
  return {
    fromMonth: baseline.month,
    toMonth: latest.month,
    revenueGrowthPct: percentChange(latest.revenue, baseline.revenue),
  };
}

/**
 * Revenue growth over a client's first 12 months: from the baseline to the month 12 months
 * later. Null when that month was not reported or the baseline's revenue was zero.
 */
export function firstYearRevenueGrowth(
  entries: readonly Pick<ScorecardEntry, "month" | "revenue">[],
  joinedMonth: string,
): number | null {
  const baseline = baselineEntry(entries, joinedMonth);
  if (!baseline) return null;
  const target = addMonths(baseline.month, 12);
  const after = entries.find((entry) => entry.month === target);
  return after ? percentChange(after.revenue, baseline.revenue) : null;
}

export interface AverageGrowth {
  /** The mean of the businesses' growth, one decimal; null when no business counts. */
  averagePct: number | null;
  businesses: number;
}

export function averageGrowth(growths: readonly (number | null)[]): AverageGrowth {
  const counted = growths.filter((growth): growth is number => growth !== null);
  if (counted.length === 0) return { averagePct: null, businesses: 0 };
  const sum = counted.reduce((total, growth) => total + growth, 0);
  return { averagePct: roundTo(sum / counted.length, 1), businesses: counted.length };
}

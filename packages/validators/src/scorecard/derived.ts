import type { ScorecardEntry } from "./figures";
import { addMonths } from "./months";

/** Contract §13's derived figures, plus the same growth readings for recurring revenue. */
export const DERIVED_FIGURES = [
  "recurringSharePct",
  "revenuePerEmployee",
  "endpointsPerTechnician",
  "ticketsPerEndpoint",
  "revenueGrowthMoMPct",
  "revenueChange90dPct",
  "revenueGrowth12mPct",
  "recurringRevenueGrowthMoMPct",
  "recurringRevenueChange90dPct",
  "recurringRevenueGrowth12mPct",
] as const;
export type DerivedFigure = (typeof DERIVED_FIGURES)[number];

/** Each is null when a figure it needs is missing or its denominator is zero. */
export type DerivedFigures = Record<DerivedFigure, number | null>;

export const DERIVED_LABELS: Record<DerivedFigure, string> = {
  recurringSharePct: "Recurring share",
  revenuePerEmployee: "Revenue per employee (annualized)",
  endpointsPerTechnician: "Endpoints per technician",
  ticketsPerEndpoint: "Tickets per endpoint",
  revenueGrowthMoMPct: "Revenue, month on month",
  revenueChange90dPct: "Revenue, 90-day change",
  revenueGrowth12mPct: "Revenue, 12-month growth",
  recurringRevenueGrowthMoMPct: "Recurring revenue, month on month",
  recurringRevenueChange90dPct: "Recurring revenue, 90-day change",
  recurringRevenueGrowth12mPct: "Recurring revenue, 12-month growth",
};

/** Rounded half away from zero to `decimals` places, never -0. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** numerator / denominator, or null when either is missing or the denominator is zero. */
export function ratio(
  numerator: number | null | undefined,
  denominator: number | null | undefined,
): number | null {
  if (numerator === null || numerator === undefined || denominator === null || denominator === undefined)
    return null;
  if (denominator === 0) return null;
  return numerator / denominator;
}

/** Percentage change from `before` to `after`, one decimal; null without both or from zero. */
export function percentChange(
  after: number | null | undefined,
  before: number | null | undefined,
): number | null {
  if (after === null || after === undefined) return null;
  const change = ratio(after - (before ?? 0), before);
  return change === null ? null : roundTo(change * 100, 1);
}

const orNull = (value: number | null, decimals: number) => (value === null ? null : roundTo(value, decimals));

/** A month's revenue earns twelve times a year. */
const MONTHS_A_YEAR = 12;

/**
 * The derived figures of `month` (the latest entry when absent). Growth compares with the
 * entry exactly 1, 3 or 12 months earlier: no entry for that month, no growth figure.
 */
export function deriveFigures(entries: readonly ScorecardEntry[], month?: string): DerivedFigures | null {
  const byMonth = new Map(entries.map((entry) => [entry.month, entry]));
  const target = month ?? latestMonth(entries);
  const current = target === null ? undefined : byMonth.get(target);
  if (!current || target === null) return null;
  const before = (months: number) => byMonth.get(addMonths(target, -months));
  const growth = (field: "revenue" | "recurringRevenue", months: number) =>
    percentChange(current[field], before(months)?.[field]);
  const share = ratio(current.recurringRevenue, current.revenue);
  const perEmployee = ratio(current.revenue, current.employees);
  return {
    recurringSharePct: share === null ? null : roundTo(share * 100, 1),
    revenuePerEmployee: perEmployee === null ? null : roundTo(perEmployee * MONTHS_A_YEAR, 0),
    endpointsPerTechnician: orNull(ratio(current.endpoints, current.technicians), 1),
    ticketsPerEndpoint: orNull(ratio(current.tickets, current.endpoints), 2),
    revenueGrowthMoMPct: growth("revenue", 1),
    revenueChange90dPct: growth("revenue", 3),
    revenueGrowth12mPct: growth("revenue", 12),
    recurringRevenueGrowthMoMPct: growth("recurringRevenue", 1),
    recurringRevenueChange90dPct: growth("recurringRevenue", 3),
    recurringRevenueGrowth12mPct: growth("recurringRevenue", 12),
  };
}

/** The latest month among the entries, or null when there are none. */
export function latestMonth(entries: readonly { month: string }[]): string | null {
  let latest: string | null = null;
  for (const entry of entries) if (latest === null || entry.month > latest) latest = entry.month;
  return latest;
}

import type { DerivedFigures } from "./derived";
import type { MonthlyFigures } from "./figures";

/** Contract §13: the figures placed in a band. */
export const BANDED_FIGURES = [
  "recurringSharePct",
  "grossMarginPct",
  "netProfitPct",
  "revenuePerEmployee",
  "endpointsPerTechnician",
  "revenueGrowth12mPct",
] as const;
export type BandedFigure = (typeof BANDED_FIGURES)[number];

/** Worst first: the order the weakest band is found in. */
export const BANDS = ["needs_work", "healthy", "top_quartile"] as const;
export type Band = (typeof BANDS)[number];

export const BAND_LABELS: Record<Band, string> = {
  needs_work: "Needs work",
  healthy: "Healthy",
  top_quartile: "Top quartile",
};

export const BANDED_LABELS: Record<BandedFigure, string> = {
  recurringSharePct: "Recurring revenue share",
  grossMarginPct: "Gross margin",
  netProfitPct: "Net profit (EBITDA)",
  revenuePerEmployee: "Revenue per employee",
  endpointsPerTechnician: "Endpoints per technician",
  revenueGrowth12mPct: "Revenue growth, 12 months",
};

/**
 * Which way is better. Endpoints per technician follows the benchmark its defaults come from
 * (docs/scorecard-benchmarks.md): fewer endpoints per technician is the better-run desk.
 */
export const BAND_DIRECTIONS: Record<BandedFigure, "higher" | "lower"> = {
  recurringSharePct: "higher",
  grossMarginPct: "higher",
  netProfitPct: "higher",
  revenuePerEmployee: "higher",
  endpointsPerTechnician: "lower",
  revenueGrowth12mPct: "higher",
};

/**
 * Where the healthy band and the top quartile begin. With "higher" a value of at least
 * `healthyFrom` is healthy; with "lower" a value of at most `healthyFrom` is.
 */
export interface BandThreshold {
  healthyFrom: number;
  topQuartileFrom: number;
}
export type BandThresholds = Record<BandedFigure, BandThreshold>;

/** Public MSP benchmarks; each source is cited in docs/scorecard-benchmarks.md. */
export const DEFAULT_BAND_THRESHOLDS: BandThresholds = {
  recurringSharePct: { healthyFrom: 65, topQuartileFrom: 78 },
  grossMarginPct: { healthyFrom: 45, topQuartileFrom: 60 },
  netProfitPct: { healthyFrom: 18, topQuartileFrom: 23 },
  revenuePerEmployee: { healthyFrom: 140_000, topQuartileFrom: 175_000 },
  endpointsPerTechnician: { healthyFrom: 280, topQuartileFrom: 230 },
  revenueGrowth12mPct: { healthyFrom: 10, topQuartileFrom: 20 },
};

/** True when `value` is at least as good as `threshold` for this figure. */
const reaches = (figure: BandedFigure, value: number, threshold: number) =>
  BAND_DIRECTIONS[figure] === "higher" ? value >= threshold : value <= threshold;

/** The band of one value; null for a missing value. */
export function bandOf(figure: BandedFigure, value: number | null, threshold: BandThreshold): Band | null {
  if (value === null) return null;
  if (reaches(figure, value, threshold.topQuartileFrom)) return "top_quartile";
  if (reaches(figure, value, threshold.healthyFrom)) return "healthy";
  return "needs_work";
}

export type BandedValues = Record<BandedFigure, number | null>;

/** The banded figures of one month: two as entered, four derived. */
export const bandedValues = (
  figures: Pick<MonthlyFigures, "grossMarginPct" | "netProfitPct">,
  derived: DerivedFigures,
): BandedValues => ({
  recurringSharePct: derived.recurringSharePct,
  grossMarginPct: figures.grossMarginPct,
  netProfitPct: figures.netProfitPct,
  revenuePerEmployee: derived.revenuePerEmployee,
  endpointsPerTechnician: derived.endpointsPerTechnician,
  revenueGrowth12mPct: derived.revenueGrowth12mPct,
});

export type Bands = Record<BandedFigure, Band | null>;

export const bandsOf = (values: BandedValues, thresholds: BandThresholds): Bands =>
  Object.fromEntries(
    BANDED_FIGURES.map((figure) => [figure, bandOf(figure, values[figure], thresholds[figure])]),
  ) as Bands;

/**
 * How far a value falls short of the next band up, in widths of the healthy band (the
 * distance between the two thresholds), so that figures of any unit compare.
 */
function shortfall(figure: BandedFigure, value: number, next: number, threshold: BandThreshold): number {
  const width = Math.abs(threshold.topQuartileFrom - threshold.healthyFrom) || 1;
  return (BAND_DIRECTIONS[figure] === "higher" ? next - value : value - next) / width;
}

/**
 * The figure in the weakest band, the one furthest short of the next band up on a tie; null
 * when every reported figure is in the top quartile or none is reported.
 */
export function weakestFigure(values: BandedValues, thresholds: BandThresholds): BandedFigure | null {
  let weakest: { figure: BandedFigure; rank: number; shortfall: number } | null = null;
  for (const figure of BANDED_FIGURES) {
    const value = values[figure];
    const threshold = thresholds[figure];
    const band = bandOf(figure, value, threshold);
    if (value === null || band === null || band === "top_quartile") continue;
    const rank = BANDS.indexOf(band);
    const next = band === "needs_work" ? threshold.healthyFrom : threshold.topQuartileFrom;
    const short = shortfall(figure, value, next, threshold);
    if (!weakest || rank < weakest.rank || (rank === weakest.rank && short > weakest.shortfall))
      weakest = { figure, rank, shortfall: short };
  }
  return weakest?.figure ?? null;
}

// ---------------------------------------------------------------- the admin's thresholds

export const BAND_MESSAGES = {
  figureInvalid: `Figure must be one of: ${BANDED_FIGURES.join(", ")}`,
  thresholdInvalid: "Thresholds must be numbers",
  topAboveHealthy: "The top-quartile threshold must be above the healthy threshold",
  topBelowHealthy: "The top-quartile threshold must be below the healthy threshold",
  courseInvalid: "Please choose a valid course",
  duplicateFigure: "Each figure may appear once",
} as const;

/** Whether the two thresholds are in the order the figure's direction needs; a message if not. */
export function thresholdOrderIssue(figure: BandedFigure, threshold: BandThreshold): string | null {
  if (BAND_DIRECTIONS[figure] === "higher")
    return threshold.topQuartileFrom > threshold.healthyFrom ? null : BAND_MESSAGES.topAboveHealthy;
  return threshold.topQuartileFrom < threshold.healthyFrom ? null : BAND_MESSAGES.topBelowHealthy;
}

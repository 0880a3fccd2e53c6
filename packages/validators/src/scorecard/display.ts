import { bandedValues, type BandedFigure, type BandedValues } from "./bands";
import { deriveFigures } from "./derived";
import type { ScorecardEntry } from "./figures";

/** How each shown figure reads: dollars, a percentage, a plain number or a growth with a sign. */
export type DisplayKind = "money" | "percent" | "count" | "ratio" | "growth";

export const BANDED_DISPLAY: Record<BandedFigure, DisplayKind> = {
  recurringSharePct: "percent",
  grossMarginPct: "percent",
  netProfitPct: "percent",
  revenuePerEmployee: "money",
  endpointsPerTechnician: "ratio",
  revenueGrowth12mPct: "growth",
};

const money = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const compactMoney = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const decimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** A figure as people read it ("$132,000", "70%", "+10.5%", "250"); an em dash when missing. */
export function formatFigureValue(kind: DisplayKind, value: number | null, compact = false): string {
  if (value === null) return "—";
  switch (kind) {
    case "money":
      return (compact ? compactMoney : money).format(value);
    case "percent":
      return `${percent.format(value)}%`;
    case "growth":
      return `${value > 0 ? "+" : ""}${percent.format(value)}%`;
    default:
      return decimal.format(value);
  }
}

/**
 * The coach's reminder of a band's defaults, each read as its figure is ("higher is better;
 * defaults $140,000 and $175,000"), not as the raw number the settings store.
 */
export function bandDefaultsText(
  figure: BandedFigure,
  direction: "higher" | "lower",
  defaults: { healthyFrom: number; topQuartileFrom: number },
): string {
  const kind = BANDED_DISPLAY[figure];
  const better = direction === "lower" ? "lower is better" : "higher is better";
  return `${better}; defaults ${formatFigureValue(kind, defaults.healthyFrom)} and ${formatFigureValue(kind, defaults.topQuartileFrom)}`;
}

/** Each month's banded figures, oldest first: the trend lines the dashboard draws. */
export function bandedHistory(entries: readonly ScorecardEntry[]): ({ month: string } & BandedValues)[] {
  const sorted = [...entries].sort((a, b) => a.month.localeCompare(b.month));
  return sorted.map((entry) => {
    const derived = deriveFigures(sorted, entry.month)!;
    return { month: entry.month, ...bandedValues(entry, derived) };
  });
}

/** The sentence that points at the weakest figure's course. */
export function nextCourseSentence(figure: BandedFigure, band: string, course: string): string {
  const name = BANDED_SENTENCE_NAMES[figure];
  const where = band === "needs_work" ? "below the healthy band" : "short of the top quartile";
  return `Your ${name} is ${where}: start ${course}`;
}

const BANDED_SENTENCE_NAMES: Record<BandedFigure, string> = {
  recurringSharePct: "recurring revenue share",
  grossMarginPct: "gross margin",
  netProfitPct: "net profit",
  revenuePerEmployee: "revenue per employee",
  endpointsPerTechnician: "endpoints per technician",
  revenueGrowth12mPct: "12-month revenue growth",
};

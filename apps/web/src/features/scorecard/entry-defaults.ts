import {
  MONTHLY_FIGURES,
  addMonths,
  latestReportableMonth,
  monthOf,
  type MonthlyFigure,
} from "@scalemsp/validators";
import type { ScorecardEntry } from "./types";

export type EntryFormValues = { month: string } & Record<MonthlyFigure, string>;

const textOf = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** The figures of a stored month as the form's text, or blanks. */
export function figuresText(entry: ScorecardEntry | undefined): Record<MonthlyFigure, string> {
  return Object.fromEntries(MONTHLY_FIGURES.map((figure) => [figure, textOf(entry?.[figure])])) as Record<
    MonthlyFigure,
    string
  >;
}

/**
 * The month the form opens on: the month after the latest one entered (never a month still
 * to come), or last month for a first entry; its figures start as the latest month's.
 */
export function entryDefaults(entries: readonly ScorecardEntry[], now: Date): EntryFormValues {
  const latest = [...entries].sort((a, b) => a.month.localeCompare(b.month)).at(-1);
  const reportable = latestReportableMonth(now);
  const next = latest ? addMonths(latest.month, 1) : addMonths(monthOf(now), -1);
  return { month: next > reportable ? reportable : next, ...figuresText(latest) };
}

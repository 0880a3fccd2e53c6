import { z } from "zod";
import { EARLIEST_MONTH, isMonth } from "./months";
import {
  MONTHLY_FIGURES,
  type MonthlyFigure,
  FIGURE_KINDS,
  MONEY_MAX,
  COUNT_MAX,
  SCORECARD_MESSAGES,
  figureMessage,
} from "./figure-labels";

/** Forms send numbers as text; spreadsheets add currency signs, thousands separators and %. */
const numberFromText = (value: string): number => {
  const cleaned = value.trim().replace(/^\$/, "").replace(/%$/, "").replaceAll(",", "").trim();
  return cleaned === "" ? Number.NaN : Number(cleaned);
};

/** Percentages keep two decimals, as stored. */
const roundPercent = (value: number) => Math.round(value * 100) / 100;

/** One figure: a number or numeric text; empty text, null or absent means not reported. */
export function figureSchema(figure: MonthlyFigure) {
  const message = figureMessage(figure);
  const kind = FIGURE_KINDS[figure];
  const max = kind === "percent" ? 100 : kind === "money" ? MONEY_MAX : COUNT_MAX;
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx): number | null => {
      if (value === undefined || value === null || (typeof value === "string" && value.trim() === ""))
        return null;
      const n = typeof value === "number" ? value : numberFromText(value);
      const whole = kind !== "percent";
      if (!Number.isFinite(n) || n < 0 || n > max || (whole && !Number.isInteger(n))) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return whole ? n : roundPercent(n);
    });
}

export type MonthlyFigures = { revenue: number } & {
  [F in Exclude<MonthlyFigure, "revenue">]: number | null;
};

const figureShape = Object.fromEntries(MONTHLY_FIGURES.map((figure) => [figure, figureSchema(figure)])) as {
  [F in MonthlyFigure]: ReturnType<typeof figureSchema>;
};

export const monthSchema = z
  .string({ error: SCORECARD_MESSAGES.monthInvalid })
  .trim()
  .refine(isMonth, { error: SCORECARD_MESSAGES.monthInvalid })
  .refine((month) => month >= EARLIEST_MONTH, { error: SCORECARD_MESSAGES.monthTooEarly, abort: true });

/** Cross-figure rules, reported on the field that breaks them. */
export function figuresIssue(figures: {
  revenue: number | null;
  recurringRevenue: number | null;
}): { field: MonthlyFigure; message: string } | null {
  if (figures.revenue === null) return { field: "revenue", message: SCORECARD_MESSAGES.revenueRequired };
  if (figures.recurringRevenue !== null && figures.recurringRevenue > figures.revenue)
    return { field: "recurringRevenue", message: SCORECARD_MESSAGES.recurringAboveRevenue };
  return null;
}

const RULE_FIELDS = new Set<string>(["revenue", "recurringRevenue"]);

/** The cross-figure rules, reported with other fields' errors unless their own fields failed. */
const checkFigures = [
  (figures: { revenue: number | null; recurringRevenue: number | null }, ctx: z.RefinementCtx) => {
    const issue = figuresIssue(figures);
    if (issue) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
  },
  {
    when: (payload: { issues: readonly { path?: PropertyKey[] }[] }) =>
      payload.issues.every((issue) => !RULE_FIELDS.has(String(issue.path?.[0]))),
  },
] as const;

/** Contract §13's monthly figures: `revenue` required, amounts whole numbers ≥ 0, percentages 0–100. */
export const monthlyFiguresSchema = z
  .object(figureShape)
  .superRefine(...checkFigures)
  .transform((figures) => figures as MonthlyFigures);

/** `PUT /api/scorecard/{month}`: the month from the path, the figures from the body. */
export const scorecardEntryInput = z
  .object({ month: monthSchema, ...figureShape })
  .superRefine(...checkFigures)
  .transform((entry) => entry as ScorecardEntry);
export type ScorecardEntryInput = z.input<typeof scorecardEntryInput>;

export const scorecardMonthInput = z.object({ month: monthSchema });
export type ScorecardMonthInput = z.input<typeof scorecardMonthInput>;

/** A stored month: the month and its figures. */
export type ScorecardEntry = { month: string } & MonthlyFigures;

/** `PATCH /api/business {shareScorecardWithTeam}`. */
export const shareScorecardField = z.boolean({ error: SCORECARD_MESSAGES.shareInvalid });

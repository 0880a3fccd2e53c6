import { z } from "zod";
import { EARLIEST_MONTH, isMonth } from "./months";

/** Contract §13: the monthly figures, in the order forms, files and tables show them. */
export const MONTHLY_FIGURES = [
  "revenue",
  "recurringRevenue",
  "grossMarginPct",
  "netProfitPct",
  "clients",
  "endpoints",
  "employees",
  "technicians",
  "tickets",
  "csatPct",
] as const;
export type MonthlyFigure = (typeof MONTHLY_FIGURES)[number];

/** Money in whole units of the business's currency, counts of things, or a percentage 0–100. */
export type FigureKind = "money" | "count" | "percent";

export const FIGURE_KINDS: Record<MonthlyFigure, FigureKind> = {
  revenue: "money",
  recurringRevenue: "money",
  grossMarginPct: "percent",
  netProfitPct: "percent",
  clients: "count",
  endpoints: "count",
  employees: "count",
  technicians: "count",
  tickets: "count",
  csatPct: "percent",
};

export const FIGURE_LABELS: Record<MonthlyFigure, string> = {
  revenue: "Total revenue",
  recurringRevenue: "Recurring revenue",
  grossMarginPct: "Gross margin %",
  netProfitPct: "Net profit (EBITDA) %",
  clients: "Clients",
  endpoints: "Managed endpoints",
  employees: "Employees",
  technicians: "Technicians",
  tickets: "Tickets",
  csatPct: "CSAT %",
};

/** What each figure means, for the form's help text and the import's column list. */
export const FIGURE_HINTS: Record<MonthlyFigure, string> = {
  revenue: "Everything invoiced in the month: managed services, projects, hardware and licenses.",
  recurringRevenue: "Revenue from agreements that renew without a new sale (MRR).",
  grossMarginPct:
    "Revenue less direct costs (technician pay, tools, resold licenses), as a share of revenue.",
  netProfitPct: "Earnings before interest, tax, depreciation and amortization, as a share of revenue.",
  clients: "Clients under a managed services agreement at the end of the month.",
  endpoints: "Devices under management (workstations, servers, network gear) at the end of the month.",
  employees: "Full-time equivalent staff, the owner included.",
  technicians: "Full-time equivalent technical staff who deliver service.",
  tickets: "Service tickets opened in the month.",
  csatPct: "Share of satisfied answers to client satisfaction surveys in the month.",
};

/** Largest amount of money a month may carry: far above any MSP, far below rounding trouble. */
export const MONEY_MAX = 100_000_000_000;
export const COUNT_MAX = 10_000_000;

export const SCORECARD_MESSAGES = {
  monthInvalid: "Month must be a month in the form YYYY-MM",
  monthTooEarly: `Month must be ${EARLIEST_MONTH} or later`,
  monthInFuture: "Month cannot be in the future",
  revenueRequired: "Total revenue is required",
  recurringAboveRevenue: "Recurring revenue cannot be more than total revenue",
  noBusiness: "Your account does not belong to a business",
  notShared: "The business owner has not shared the scorecard with the team",
  ownerOnly: "Only the business owner can change the scorecard",
  monthNotFound: "There are no figures for that month",
  shareInvalid: "Share with team must be true or false",
} as const;

export const figureMessage = (figure: MonthlyFigure): string => {
  const label = FIGURE_LABELS[figure].replace(/ %$/, "");
  if (FIGURE_KINDS[figure] === "percent") return `${label} must be a percentage from 0 to 100`;
  return `${label} must be a whole number, 0 or more`;
};

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

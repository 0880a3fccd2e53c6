// The figures' names, kinds and messages, apart from their schemas: a page that only shows
// figures does not load zod.
import { EARLIEST_MONTH } from "./months";

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

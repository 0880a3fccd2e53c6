// The goal metrics' names and how their values read, apart from the schemas: a page that only
// shows goals does not load zod.
import { DERIVED_LABELS } from "../scorecard/derived";
import type { DisplayKind } from "../scorecard/display";
import { FIGURE_KINDS, FIGURE_LABELS } from "../scorecard/figure-labels";
import type { GoalMetric, GoalStatus } from "./constants";

/** The scorecard's own labels for the figures a goal can follow. */
export const GOAL_METRIC_LABELS: Record<GoalMetric, string> = {
  revenue: FIGURE_LABELS.revenue,
  recurringRevenue: FIGURE_LABELS.recurringRevenue,
  grossMarginPct: FIGURE_LABELS.grossMarginPct,
  netProfitPct: FIGURE_LABELS.netProfitPct,
  clients: FIGURE_LABELS.clients,
  endpoints: FIGURE_LABELS.endpoints,
  employees: FIGURE_LABELS.employees,
  technicians: FIGURE_LABELS.technicians,
  tickets: FIGURE_LABELS.tickets,
  csatPct: FIGURE_LABELS.csatPct,
  recurringSharePct: DERIVED_LABELS.recurringSharePct,
  revenuePerEmployee: DERIVED_LABELS.revenuePerEmployee,
  endpointsPerTechnician: DERIVED_LABELS.endpointsPerTechnician,
  ticketsPerEndpoint: DERIVED_LABELS.ticketsPerEndpoint,
};

/** How a metric's value reads (`formatFigureValue`): dollars, a percentage or a plain number. */
export function goalMetricDisplay(metric: GoalMetric): DisplayKind {
  if (metric === "recurringSharePct") return "percent";
  if (metric === "revenuePerEmployee") return "money";
  if (metric === "endpointsPerTechnician" || metric === "ticketsPerEndpoint") return "ratio";
  return FIGURE_KINDS[metric];
}

export const GOAL_STATUS_LABELS: Record<GoalStatus, string> = {
  on_track: "On track",
  at_risk: "At risk",
  done: "Done",
  missed: "Missed",
};

/** `2027-Q1` as people read it: "Q1 2027". */
export const quarterLabel = (quarter: string) => `${quarter.slice(5)} ${quarter.slice(0, 4)}`;

/** What the goal cards say: the member's Goals page and dashboard, and the coach's business page. */
export const GOAL_TEXTS = {
  progress: "Progress",
  progressOf: (title: string, progress: number) => `${title}: ${progress}% of the way`,
  setByHand: "Progress set by hand",
  baseline: "Baseline",
  now: "Now",
  nowIn: (month: string) => `Now (${month})`,
  target: "Target",
  confidence: (level: number) => `Confidence at the last check-in: ${level} of 5`,
  edit: (title: string) => `Edit goal: ${title}`,
  remove: (title: string) => `Delete goal: ${title}`,
  quarterTitle: (quarter: string) => `Goals for ${quarterLabel(quarter)}`,
  quarterTitleLoading: "This Quarter's Goals",
  quarterLoading: "Loading this quarter's goals",
  allGoals: "All goals",
  noneThisQuarter: "No goals set for this quarter yet",
  noneHint: "Two or three targets for the quarter, followed week by week with your coach.",
  setAGoal: "Set a goal",
  noneByOwner: "Your business owner has not set any yet.",
  moreOnGoalsPage: (count: number) => `and ${count} more on the Goals page`,
  /** The Goals page. */
  pageTitle: "Goals",
  pageIntro: "Quarterly growth targets, and how far along each one is.",
  pageIntroFor: (business: string) => `${business}: quarterly growth targets, and how far along each one is.`,
  quarterField: "Quarter",
  thisQuarter: (quarter: string) => `${quarterLabel(quarter)} (this quarter)`,
  addGoal: "Add goal",
  elapsed: (quarter: string, elapsedPct: number) =>
    `${quarterLabel(quarter)}: ${
      elapsedPct === 0
        ? "not started yet"
        : elapsedPct === 100
          ? "the quarter is over"
          : `${elapsedPct}% of the quarter gone`
    }`,
  pageLoading: "Loading your goals",
  noneWereSet: (quarter: string) => `No goals were set for ${quarterLabel(quarter)}`,
  noneYet: (quarter: string) => `No goals for ${quarterLabel(quarter)} yet`,
  emptyHint:
    "Set two or three targets for the quarter (revenue, margin, clients or anything you can measure) and watch your progress week by week with your coach.",
  setFirst: "Set the quarter's first goal",
  noneByOwnerThisQuarter: "Your business owner has not set any goals for this quarter yet.",
  noBusiness: "Goals belong to a business, and your account does not belong to one.",
  coachOpensFrom: "Each client's goals open from their business in the admin's",
  businessesTab: "Businesses tab",
  pageFailed: "Your goals could not be loaded",
  /** The coach's business page (contract §15 'the coach'). */
  coachLoading: "Loading the business's goals",
  coachFailed: "The goals could not be loaded",
  coachOpen: "Open goals",
  coachEmpty: (quarter: string) => `No goals set for ${quarterLabel(quarter)}.`,
  coachSetFirst: "Set the quarter's goals",
  /** The Goals page opened for a client: the way back to the client's business page. */
  backToBusiness: (business: string) => `Back to ${business}`,
} as const;

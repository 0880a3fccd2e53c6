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

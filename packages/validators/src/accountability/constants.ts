import { MONTHLY_FIGURES } from "../scorecard/figure-labels";

/**
 * Contract §15: coaching for results. The shapes every side agrees on; the rules that work
 * them out live beside these in this folder.
 */

/** A calendar quarter, `2027-Q1`. */
export const QUARTER_PATTERN = /^[0-9]{4}-Q[1-4]$/;
/** An ISO week, `2027-W05`. */
export const ISO_WEEK_PATTERN = /^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$/;

export const GOAL_STATUSES = ["on_track", "at_risk", "done", "missed"] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const ACTION_ITEM_STATUSES = ["open", "done"] as const;
export type ActionItemStatus = (typeof ACTION_ITEM_STATUSES)[number];

/** The derived figures (§12) with one value per month of their own, which a goal can follow too. */
export const GOAL_DERIVED_METRICS = [
  "recurringSharePct",
  "revenuePerEmployee",
  "endpointsPerTechnician",
  "ticketsPerEndpoint",
] as const;

/**
 * The scorecard figures a goal can follow: every monthly figure and the monthly derived ones, so a
 * quarter's latest month gives the goal's progress.
 */
export const GOAL_METRICS = [...MONTHLY_FIGURES, ...GOAL_DERIVED_METRICS] as const;
export type GoalMetric = (typeof GOAL_METRICS)[number];

/** At risk when progress trails the quarter's elapsed share by more than this many points. */
export const GOAL_AT_RISK_LAG_POINTS = 20;
/** At risk when the last check-in's confidence for the goal is at most this. */
export const GOAL_AT_RISK_CONFIDENCE = 2;
export const CHECK_IN_CONFIDENCE_MIN = 1;
export const CHECK_IN_CONFIDENCE_MAX = 5;
/** The weekly reminder goes on the week's last working day at this local hour (the owner's zone). */
export const CHECK_IN_REMINDER_HOUR = 10;
/** The due-date reminder of an action item goes out on that morning at this hour (the assignee's zone). */
export const ACTION_ITEM_DUE_HOUR = 8;

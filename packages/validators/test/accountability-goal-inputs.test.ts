import { describe, expect, it } from "vitest";
import {
  GOAL_LOWER_IS_BETTER,
  GOAL_MESSAGES,
  GOAL_METRICS,
  GOAL_METRIC_LABELS,
  goalCreateInput,
  goalListInput,
  goalMetricDisplay,
  goalUpdateInput,
  isQuarter,
  metricProgress,
  quarterLabel,
} from "../src/accountability";

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("goal inputs (contract §15)", () => {
  it("take a calendar quarter, trimmed and upper-cased, within the scorecard's years", () => {
    expect(isQuarter("2027-Q1")).toBe(true);
    expect(isQuarter("2027-Q5")).toBe(false);
    expect(isQuarter("1999-Q4")).toBe(false);
    expect(goalListInput.parse({ quarter: " 2027-q2 " })).toEqual({ quarter: "2027-Q2" });
    expect(goalListInput.parse(undefined)).toBeUndefined();
    expect(goalListInput.parse({ quarter: "", businessId: "12" })).toEqual({ businessId: 12 });
    expect(messagesOf(goalListInput.safeParse({ quarter: "2027-03" }))).toEqual({
      quarter: GOAL_MESSAGES.quarterInvalid,
    });
  });

  it("make a goal without a metric one whose progress is set by hand, 0 to 100", () => {
    const goal = goalCreateInput.parse({ quarter: "2027-Q1", title: " Hire ", metric: "", target: 2 });
    expect(goal).toMatchObject({ title: "Hire", metric: null, target: 2 });
    expect(
      goalCreateInput.parse({ quarter: "2027-Q1", title: "Hire", target: 2, progress: 100 }).progress,
    ).toBe(100);
    for (const progress of [-1, 101, 12.5, "50"])
      expect(
        messagesOf(goalCreateInput.safeParse({ quarter: "2027-Q1", title: "Hire", target: 2, progress })),
      ).toEqual({ progress: GOAL_MESSAGES.progressInvalid });
  });

  it("refuse a progress or a baseline on a goal that follows a scorecard figure", () => {
    const base = { quarter: "2027-Q1", title: "Revenue", metric: "revenue", target: 150_000 };
    expect(goalCreateInput.parse(base)).toMatchObject({ metric: "revenue" });
    expect(messagesOf(goalCreateInput.safeParse({ ...base, progress: 10, baseline: 5 }))).toEqual({
      progress: GOAL_MESSAGES.progressWithMetric,
      baseline: GOAL_MESSAGES.baselineWithMetric,
    });
    expect(messagesOf(goalUpdateInput.safeParse({ id: 1, metric: "clients", progress: 3 }))).toEqual({
      progress: GOAL_MESSAGES.progressWithMetric,
    });
    expect(messagesOf(goalCreateInput.safeParse({ ...base, metric: "profit" }))).toEqual({
      metric: GOAL_MESSAGES.metricInvalid,
    });
    expect(messagesOf(goalCreateInput.safeParse({ ...base, target: Number.POSITIVE_INFINITY }))).toEqual({
      target: GOAL_MESSAGES.targetInvalid,
    });
  });

  it("name every metric with the scorecard's label and read it the scorecard's way", () => {
    for (const metric of GOAL_METRICS) expect(GOAL_METRIC_LABELS[metric]).toBeTruthy();
    expect(goalMetricDisplay("revenue")).toBe("money");
    expect(goalMetricDisplay("grossMarginPct")).toBe("percent");
    expect(goalMetricDisplay("recurringSharePct")).toBe("percent");
    expect(goalMetricDisplay("clients")).toBe("count");
    expect(goalMetricDisplay("ticketsPerEndpoint")).toBe("ratio");
    expect(quarterLabel("2027-Q3")).toBe("Q3 2027");
  });

  it("without a baseline, read a ticket count's target downwards: above it is not met", () => {
    expect(GOAL_LOWER_IS_BETTER.has("tickets")).toBe(true);
    expect(metricProgress(null, 300, 400, true)).toBe(0);
    expect(metricProgress(null, 300, 280, true)).toBe(100);
    expect(metricProgress(null, 300, 400)).toBe(100);
    // A baseline decides the direction whatever the figure.
    expect(metricProgress(200, 300, 250, true)).toBe(50);
  });
});

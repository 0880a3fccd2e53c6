import { describe, expect, it } from "vitest";
import {
  goalStatus,
  latestMetricValue,
  metricValue,
  metricProgress,
  monthBeforeQuarter,
  quarterDates,
  quarterElapsedShare,
  quarterMonths,
  quarterOf,
  shiftQuarter,
} from "../src/accountability";
import { MONTHLY_FIGURES, type ScorecardEntry } from "../src/scorecard";

describe("quarters", () => {
  it("names the quarter of a date and of a month", () => {
    expect(quarterOf("2027-01-01")).toBe("2027-Q1");
    expect(quarterOf("2027-03-31")).toBe("2027-Q1");
    expect(quarterOf("2027-04")).toBe("2027-Q2");
    expect(quarterOf("2027-12-31")).toBe("2027-Q4");
  });

  it("gives a quarter's months, dates and the month before it", () => {
    expect(quarterMonths("2027-Q2")).toEqual(["2027-04", "2027-05", "2027-06"]);
    expect(quarterDates("2028-Q1")).toEqual({ first: "2028-01-01", last: "2028-03-31" });
    expect(quarterDates("2027-Q3")).toEqual({ first: "2027-07-01", last: "2027-09-30" });
    expect(monthBeforeQuarter("2027-Q1")).toBe("2026-12");
    expect(monthBeforeQuarter("2027-Q4")).toBe("2027-09");
  });

  it("moves across years", () => {
    expect(shiftQuarter("2027-Q4", 1)).toBe("2028-Q1");
    expect(shiftQuarter("2027-Q1", -1)).toBe("2026-Q4");
    expect(shiftQuarter("2027-Q2", -5)).toBe("2026-Q1");
  });

  it("counts the share of the quarter gone by", () => {
    expect(quarterElapsedShare("2027-Q1", "2026-12-31")).toBe(0);
    expect(quarterElapsedShare("2027-Q1", "2027-01-01")).toBeCloseTo(1 / 90);
    expect(quarterElapsedShare("2027-Q1", "2027-02-14")).toBeCloseTo(45 / 90);
    expect(quarterElapsedShare("2027-Q1", "2027-03-31")).toBe(1);
    expect(quarterElapsedShare("2027-Q1", "2027-06-01")).toBe(1);
  });
});

describe("metric progress", () => {
  it("measures the way from baseline to target", () => {
    expect(metricProgress(100_000, 120_000, 110_000)).toBe(50);
    expect(metricProgress(100_000, 120_000, 95_000)).toBe(0);
    expect(metricProgress(100_000, 120_000, 125_000)).toBe(100);
  });

  it("counts a falling target the way down", () => {
    expect(metricProgress(400, 300, 350)).toBe(50);
    expect(metricProgress(400, 300, 290)).toBe(100);
    expect(metricProgress(400, 300, 420)).toBe(0);
  });

  it("is 0 without a figure or a baseline, unless the target is already met", () => {
    expect(metricProgress(100, 120, null)).toBe(0);
    expect(metricProgress(null, 120, 100)).toBe(0);
    expect(metricProgress(null, 120, 130)).toBe(100);
  });
});

describe("goal status", () => {
  const base = { quarter: "2027-Q1", lastConfidence: null };

  it("is done at 100 and missed when the quarter ends short", () => {
    expect(goalStatus({ ...base, today: "2027-02-01", progress: 100 })).toBe("done");
    expect(goalStatus({ ...base, today: "2027-04-01", progress: 100 })).toBe("done");
    expect(goalStatus({ ...base, today: "2027-04-01", progress: 99 })).toBe("missed");
  });

  it("is at risk when progress trails the elapsed share by more than 20 points", () => {
    // Half the quarter gone (day 45 of 90): 50 expected.
    expect(goalStatus({ ...base, today: "2027-02-14", progress: 30 })).toBe("on_track");
    expect(goalStatus({ ...base, today: "2027-02-14", progress: 29 })).toBe("at_risk");
  });

  it("is at risk when the last check-in's confidence was 2 or less", () => {
    expect(goalStatus({ ...base, today: "2027-01-10", progress: 10, lastConfidence: 2 })).toBe("at_risk");
    expect(goalStatus({ ...base, today: "2027-01-10", progress: 10, lastConfidence: 3 })).toBe("on_track");
  });
});

describe("metric values", () => {
  const entry = (month: string, figures: Partial<ScorecardEntry>): ScorecardEntry => ({
    ...(Object.fromEntries(MONTHLY_FIGURES.map((figure) => [figure, null])) as unknown as ScorecardEntry),
    revenue: 0,
    ...figures,
    month,
  });
  const entries = [
    entry("2026-12", { revenue: 100_000, recurringRevenue: 60_000, employees: 10 }),
    entry("2027-01", { revenue: 110_000, recurringRevenue: 77_000, employees: 11 }),
    entry("2027-02", { revenue: 120_000 }),
  ];

  it("reads an entered figure and a derived one", () => {
    expect(metricValue(entries, "revenue", "2027-01")).toBe(110_000);
    expect(metricValue(entries, "recurringSharePct", "2027-01")).toBe(70);
    expect(metricValue(entries, "revenuePerEmployee", "2026-12")).toBe(120_000);
    expect(metricValue(entries, "clients", "2027-01")).toBeNull();
    expect(metricValue(entries, "revenue", "2027-03")).toBeNull();
  });

  it("finds the quarter's latest month with a value", () => {
    const months = quarterMonths("2027-Q1");
    expect(latestMetricValue(entries, "revenue", months)).toEqual({ month: "2027-02", value: 120_000 });
    expect(latestMetricValue(entries, "recurringRevenue", months)).toEqual({
      month: "2027-01",
      value: 77_000,
    });
    expect(latestMetricValue(entries, "clients", months)).toBeNull();
  });
});

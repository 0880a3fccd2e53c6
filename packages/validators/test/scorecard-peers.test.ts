import { describe, expect, it } from "vitest";
import {
  PEER_MINIMUM_OTHERS,
  averageGrowth,
  baselineEntry,
  firstYearRevenueGrowth,
  growthSinceJoining,
  peerPercentile,
} from "../src";

describe("peer percentile", () => {
  it("needs at least 5 other businesses besides the caller", () => {
    expect(PEER_MINIMUM_OTHERS).toBe(5);
    expect(peerPercentile(50, [40, 60, 70, 80])).toBeNull();
    expect(peerPercentile(50, [40, 60, 70, 80, 90])).toEqual({ percentile: 25, businesses: 6 });
  });

  it("counts ties as half, the caller's own value among them", () => {
    expect(peerPercentile(50, [50, 50, 50, 50, 50])).toEqual({ percentile: 50, businesses: 6 });
    expect(peerPercentile(10, [20, 30, 40, 50, 60])).toEqual({ percentile: 8, businesses: 6 });
    expect(peerPercentile(60, [10, 20, 30, 40, 50])).toEqual({ percentile: 92, businesses: 6 });
  });

  it("answers nothing for a missing figure", () => {
    expect(peerPercentile(null, [1, 2, 3, 4, 5])).toBeNull();
  });
});

describe("growth since joining", () => {
  const entries = [
    { month: "2024-01", revenue: 50_000 },
    { month: "2024-03", revenue: 60_000 },
    { month: "2024-06", revenue: 66_000 },
    { month: "2025-03", revenue: 75_000 },
  ];

  it("starts from the last month reported at or before joining", () => {
    expect(baselineEntry(entries, "2024-04")?.month).toBe("2024-03");
    expect(baselineEntry(entries, "2024-03")?.month).toBe("2024-03");
  });

  it("starts from the first month reported when every month came after joining", () => {
    expect(baselineEntry(entries, "2023-05")?.month).toBe("2024-01");
    expect(baselineEntry([], "2023-05")).toBeNull();
  });

  it("measures the latest month against the baseline", () => {
    expect(growthSinceJoining(entries, "2024-04")).toEqual({
      fromMonth: "2024-03",
      toMonth: "2025-03",
      revenueGrowthPct: 25,
    });
    expect(growthSinceJoining([{ month: "2025-01", revenue: 1 }], "2025-01")).toBeNull();
    expect(
      growthSinceJoining(
        [
          { month: "2024-01", revenue: 0 },
          { month: "2025-01", revenue: 9 },
        ],
        "2024-01",
      ),
    ).toEqual({ fromMonth: "2024-01", toMonth: "2025-01", revenueGrowthPct: null });
  });

  it("measures the first 12 months only when the month 12 months on was reported", () => {
    expect(firstYearRevenueGrowth(entries, "2024-04")).toBe(25);
    expect(firstYearRevenueGrowth(entries, "2024-01")).toBeNull();
    expect(firstYearRevenueGrowth([], "2024-01")).toBeNull();
  });

  it("averages the businesses that count", () => {
    expect(averageGrowth([25, null, 10, 0.5])).toEqual({ averagePct: 11.8, businesses: 3 });
    expect(averageGrowth([null])).toEqual({ averagePct: null, businesses: 0 });
  });
});

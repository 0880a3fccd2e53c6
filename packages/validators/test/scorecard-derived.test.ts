import { describe, expect, it } from "vitest";
import {
  bandedHistory,
  deriveFigures,
  formatFigureValue,
  latestMonth,
  nextCourseSentence,
  percentChange,
  ratio,
  roundTo,
  type ScorecardEntry,
} from "../src";

const entry = (month: string, figures: Partial<ScorecardEntry> = {}): ScorecardEntry => ({
  month,
  revenue: 100_000,
  recurringRevenue: null,
  grossMarginPct: null,
  netProfitPct: null,
  clients: null,
  endpoints: null,
  employees: null,
  technicians: null,
  tickets: null,
  csatPct: null,
  ...figures,
});

describe("derived figures", () => {
  it("computes each ratio of the latest month", () => {
    const derived = deriveFigures([
      entry("2025-01", {
        revenue: 150_000,
        recurringRevenue: 105_000,
        employees: 12,
        endpoints: 1_250,
        technicians: 5,
        tickets: 400,
      }),
    ]);
    expect(derived).toMatchObject({
      recurringSharePct: 70,
      // 150,000 a month × 12 / 12 employees
      revenuePerEmployee: 150_000,
      endpointsPerTechnician: 250,
      ticketsPerEndpoint: 0.32,
    });
  });

  it("rounds: shares and growth to one decimal, revenue per employee to whole units", () => {
    const derived = deriveFigures([
      entry("2025-01", {
        revenue: 90_000,
        recurringRevenue: 60_000,
        employees: 7,
        endpoints: 1000,
        technicians: 3,
      }),
    ]);
    expect(derived?.recurringSharePct).toBe(66.7);
    expect(derived?.revenuePerEmployee).toBe(154_286);
    expect(derived?.endpointsPerTechnician).toBe(333.3);
  });

  it("is null for each figure whose inputs are missing", () => {
    const derived = deriveFigures([entry("2025-01")]);
    expect(derived).toEqual({
      recurringSharePct: null,
      revenuePerEmployee: null,
      endpointsPerTechnician: null,
      ticketsPerEndpoint: null,
      revenueGrowthMoMPct: null,
      revenueChange90dPct: null,
      revenueGrowth12mPct: null,
      recurringRevenueGrowthMoMPct: null,
      recurringRevenueChange90dPct: null,
      recurringRevenueGrowth12mPct: null,
    });
  });

  it("is null, never infinite, for a zero denominator", () => {
    const derived = deriveFigures([
      entry("2024-12", { revenue: 0, recurringRevenue: 0 }),
      entry("2025-01", {
        revenue: 0,
        recurringRevenue: 0,
        employees: 0,
        endpoints: 0,
        technicians: 0,
        tickets: 5,
      }),
    ]);
    expect(derived?.recurringSharePct).toBeNull();
    expect(derived?.revenuePerEmployee).toBeNull();
    expect(derived?.endpointsPerTechnician).toBeNull();
    expect(derived?.ticketsPerEndpoint).toBeNull();
    expect(derived?.revenueGrowthMoMPct).toBeNull();
    expect(derived?.recurringRevenueGrowthMoMPct).toBeNull();
  });

  it("gives zero, not null, for a zero numerator", () => {
    const derived = deriveFigures([
      entry("2025-01", { revenue: 0, employees: 4, endpoints: 0, technicians: 2 }),
    ]);
    expect(derived?.revenuePerEmployee).toBe(0);
    expect(derived?.endpointsPerTechnician).toBe(0);
  });

  it("compares with the month exactly 1, 3 and 12 months before, for revenue and recurring revenue", () => {
    const entries = [
      entry("2024-01", { revenue: 80_000, recurringRevenue: 50_000 }),
      entry("2024-10", { revenue: 90_000, recurringRevenue: 60_000 }),
      entry("2024-12", { revenue: 96_000, recurringRevenue: 64_000 }),
      entry("2025-01", { revenue: 100_000, recurringRevenue: 66_000 }),
    ];
    expect(deriveFigures(entries)).toMatchObject({
      revenueGrowthMoMPct: 4.2,
      revenueChange90dPct: 11.1,
      revenueGrowth12mPct: 25,
      recurringRevenueGrowthMoMPct: 3.1,
      recurringRevenueChange90dPct: 10,
      recurringRevenueGrowth12mPct: 32,
    });
  });

  it("gives no growth when the month compared with was not reported", () => {
    const derived = deriveFigures([
      entry("2024-11", { revenue: 90_000 }),
      entry("2025-01", { revenue: 99_000 }),
    ]);
    expect(derived?.revenueGrowthMoMPct).toBeNull();
    expect(derived?.revenueChange90dPct).toBeNull();
    expect(derived?.revenueGrowth12mPct).toBeNull();
  });

  it("gives negative growth for a shrinking month", () => {
    const derived = deriveFigures([
      entry("2024-12", { revenue: 100_000 }),
      entry("2025-01", { revenue: 90_000 }),
    ]);
    expect(derived?.revenueGrowthMoMPct).toBe(-10);
  });

  it("derives any month asked for, and nothing for a month without an entry or no entries", () => {
    const entries = [entry("2024-12", { revenue: 100_000 }), entry("2025-01", { revenue: 110_000 })];
    expect(deriveFigures(entries, "2024-12")?.revenueGrowthMoMPct).toBeNull();
    expect(deriveFigures(entries, "2025-01")?.revenueGrowthMoMPct).toBe(10);
    expect(deriveFigures(entries, "2023-05")).toBeNull();
    expect(deriveFigures([])).toBeNull();
  });

  it("finds the latest month whatever the order", () => {
    expect(latestMonth([{ month: "2025-01" }, { month: "2025-03" }, { month: "2024-12" }])).toBe("2025-03");
    expect(latestMonth([])).toBeNull();
  });

  it("has helpers that never answer -0, Infinity or NaN", () => {
    expect(Object.is(roundTo(-0.04, 1), 0)).toBe(true);
    expect(roundTo(2.25, 1)).toBe(2.3);
    expect(roundTo(-2.25, 1)).toBe(-2.3);
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(null, 5)).toBeNull();
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(null, 5)).toBeNull();
    expect(percentChange(5, null)).toBeNull();
  });
});

describe("scorecard display", () => {
  it("formats money, percentages, growth and ratios, and a dash when missing", () => {
    expect(formatFigureValue("money", 132000)).toBe("$132,000");
    expect(formatFigureValue("money", 132000, true)).toBe("$132K");
    expect(formatFigureValue("percent", 67.55)).toBe("67.6%");
    expect(formatFigureValue("growth", 10)).toBe("+10%");
    expect(formatFigureValue("growth", -3.2)).toBe("-3.2%");
    expect(formatFigureValue("growth", 0)).toBe("0%");
    expect(formatFigureValue("ratio", 317.14)).toBe("317.14");
    expect(formatFigureValue("percent", null)).toBe("—");
  });

  it("works out each month's banded figures from the months before it, in month order", () => {
    const history = bandedHistory([
      entry("2025-02", { revenue: 110, recurringRevenue: 55, grossMarginPct: 40 }),
      entry("2024-02", { revenue: 100 }),
      entry("2025-01", { revenue: 100, recurringRevenue: 70 }),
    ]);
    expect(history.map((month) => month.month)).toEqual(["2024-02", "2025-01", "2025-02"]);
    expect(history[1]).toMatchObject({
      recurringSharePct: 70,
      revenueGrowth12mPct: null,
      grossMarginPct: null,
    });
    expect(history[2]).toMatchObject({ recurringSharePct: 50, revenueGrowth12mPct: 10, grossMarginPct: 40 });
  });

  it("names the weakest figure and its course", () => {
    expect(nextCourseSentence("grossMarginPct", "needs_work", "Running a Profitable Service Desk")).toBe(
      "Your gross margin is below the healthy band: start Running a Profitable Service Desk",
    );
    expect(nextCourseSentence("netProfitPct", "healthy", "MSP Pricing Fundamentals")).toBe(
      "Your net profit is short of the top quartile: start MSP Pricing Fundamentals",
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  BANDED_FIGURES,
  BAND_MESSAGES,
  DEFAULT_BAND_THRESHOLDS,
  bandOf,
  bandDefaultsText,
  bandSettingsInput,
  bandedValues,
  bandsOf,
  deriveFigures,
  thresholdOrderIssue,
  weakestFigure,
  type BandedValues,
} from "../src";

const none: BandedValues = {
  recurringSharePct: null,
  grossMarginPct: null,
  netProfitPct: null,
  revenuePerEmployee: null,
  endpointsPerTechnician: null,
  revenueGrowth12mPct: null,
};

describe("bands with the default thresholds", () => {
  const cases: [(typeof BANDED_FIGURES)[number], number, string][] = [
    ["recurringSharePct", 64.9, "needs_work"],
    ["recurringSharePct", 65, "healthy"],
    ["recurringSharePct", 77.9, "healthy"],
    ["recurringSharePct", 78, "top_quartile"],
    ["grossMarginPct", 44.99, "needs_work"],
    ["grossMarginPct", 45, "healthy"],
    ["grossMarginPct", 60, "top_quartile"],
    ["netProfitPct", 0, "needs_work"],
    ["netProfitPct", 17.9, "needs_work"],
    ["netProfitPct", 18, "healthy"],
    ["netProfitPct", 23, "top_quartile"],
    ["revenuePerEmployee", 139_999, "needs_work"],
    ["revenuePerEmployee", 140_000, "healthy"],
    ["revenuePerEmployee", 175_000, "top_quartile"],
    // Fewer endpoints per technician is better (the cited benchmark's direction).
    ["endpointsPerTechnician", 320, "needs_work"],
    ["endpointsPerTechnician", 280.1, "needs_work"],
    ["endpointsPerTechnician", 280, "healthy"],
    ["endpointsPerTechnician", 230.5, "healthy"],
    ["endpointsPerTechnician", 230, "top_quartile"],
    ["revenueGrowth12mPct", -12, "needs_work"],
    ["revenueGrowth12mPct", 9.9, "needs_work"],
    ["revenueGrowth12mPct", 10, "healthy"],
    ["revenueGrowth12mPct", 20, "top_quartile"],
  ];
  it.each(cases)("%s at %d is %s", (figure, value, band) => {
    expect(bandOf(figure, value, DEFAULT_BAND_THRESHOLDS[figure])).toBe(band);
  });

  it("gives no band to a missing figure", () => {
    for (const figure of BANDED_FIGURES)
      expect(bandOf(figure, null, DEFAULT_BAND_THRESHOLDS[figure])).toBeNull();
    expect(Object.values(bandsOf(none, DEFAULT_BAND_THRESHOLDS)).every((band) => band === null)).toBe(true);
  });

  it("keeps every default in the order its direction needs", () => {
    for (const figure of BANDED_FIGURES)
      expect(thresholdOrderIssue(figure, DEFAULT_BAND_THRESHOLDS[figure])).toBeNull();
  });

  it("bands a month from its entered and derived figures", () => {
    const entries = [
      {
        month: "2025-01",
        revenue: 100_000,
        recurringRevenue: 80_000,
        grossMarginPct: 40,
        netProfitPct: 20,
        clients: 20,
        endpoints: 900,
        employees: 10,
        technicians: 3,
        tickets: 300,
        csatPct: 95,
      },
    ];
    const derived = deriveFigures(entries)!;
    const values = bandedValues(entries[0]!, derived);
    expect(values).toEqual({
      recurringSharePct: 80,
      grossMarginPct: 40,
      netProfitPct: 20,
      revenuePerEmployee: 120_000,
      endpointsPerTechnician: 300,
      revenueGrowth12mPct: null,
    });
    expect(bandsOf(values, DEFAULT_BAND_THRESHOLDS)).toEqual({
      recurringSharePct: "top_quartile",
      grossMarginPct: "needs_work",
      netProfitPct: "healthy",
      revenuePerEmployee: "needs_work",
      endpointsPerTechnician: "needs_work",
      revenueGrowth12mPct: null,
    });
  });
});

describe("the weakest figure", () => {
  it("is in the lowest band present", () => {
    expect(weakestFigure({ ...none, recurringSharePct: 70, netProfitPct: 5 }, DEFAULT_BAND_THRESHOLDS)).toBe(
      "netProfitPct",
    );
  });

  it("is the one furthest short of the next band, measured in band widths, on a tie", () => {
    // Gross margin 40: 5 short of 45, band width 15 → 0.33. Recurring share 50: 15 short, width 13 → 1.15.
    expect(
      weakestFigure({ ...none, grossMarginPct: 40, recurringSharePct: 50 }, DEFAULT_BAND_THRESHOLDS),
    ).toBe("recurringSharePct");
    // Endpoints per technician 400: 120 above 280, width 50 → 2.4, weaker than recurring share's 1.15.
    expect(
      weakestFigure({ ...none, recurringSharePct: 50, endpointsPerTechnician: 400 }, DEFAULT_BAND_THRESHOLDS),
    ).toBe("endpointsPerTechnician");
  });

  it("looks at healthy figures when none needs work", () => {
    expect(weakestFigure({ ...none, grossMarginPct: 46, netProfitPct: 22 }, DEFAULT_BAND_THRESHOLDS)).toBe(
      "grossMarginPct",
    );
  });

  it("is null when every figure is in the top quartile, or none is reported", () => {
    expect(weakestFigure({ ...none, grossMarginPct: 70 }, DEFAULT_BAND_THRESHOLDS)).toBeNull();
    expect(weakestFigure(none, DEFAULT_BAND_THRESHOLDS)).toBeNull();
  });
});

describe("the admin's threshold settings", () => {
  it("accepts thresholds in the figure's direction and a course or none", () => {
    const parsed = bandSettingsInput.parse({
      bands: [
        { figure: "grossMarginPct", healthyFrom: 50, topQuartileFrom: 65, moduleId: 3 },
        { figure: "endpointsPerTechnician", healthyFrom: 300, topQuartileFrom: 250, moduleId: null },
      ],
    });
    expect(parsed.bands).toHaveLength(2);
  });

  it("refuses thresholds in the wrong order, with a message on the top-quartile field", () => {
    const higher = bandSettingsInput.safeParse({
      bands: [{ figure: "grossMarginPct", healthyFrom: 50, topQuartileFrom: 50, moduleId: null }],
    });
    expect(higher.error?.issues[0]).toMatchObject({
      path: ["bands", 0, "topQuartileFrom"],
      message: BAND_MESSAGES.topAboveHealthy,
    });
    const lower = bandSettingsInput.safeParse({
      bands: [{ figure: "endpointsPerTechnician", healthyFrom: 200, topQuartileFrom: 250, moduleId: null }],
    });
    expect(lower.error?.issues[0]?.message).toBe(BAND_MESSAGES.topBelowHealthy);
  });

  it("refuses unknown figures, repeated figures, bad numbers and bad course ids", () => {
    const bad = [
      { figure: "revenue", healthyFrom: 1, topQuartileFrom: 2, moduleId: null },
      { figure: "grossMarginPct", healthyFrom: "45", topQuartileFrom: 60, moduleId: null },
      {
        figure: "grossMarginPct",
        healthyFrom: Number.POSITIVE_INFINITY,
        topQuartileFrom: 60,
        moduleId: null,
      },
      { figure: "grossMarginPct", healthyFrom: 45, topQuartileFrom: 60, moduleId: 0 },
    ];
    for (const band of bad)
      expect(bandSettingsInput.safeParse({ bands: [band] }).success, JSON.stringify(band)).toBe(false);
    const twice = { figure: "grossMarginPct", healthyFrom: 45, topQuartileFrom: 60, moduleId: null };
    expect(bandSettingsInput.safeParse({ bands: [twice, twice] }).error?.issues[0]?.message).toBe(
      BAND_MESSAGES.duplicateFigure,
    );
  });
});

describe("bandDefaultsText", () => {
  it("reads each default as its figure reads, not as the stored number", () => {
    expect(
      bandDefaultsText("revenuePerEmployee", "higher", { healthyFrom: 140000, topQuartileFrom: 175000 }),
    ).toBe("higher is better; defaults $140,000 and $175,000");
    expect(bandDefaultsText("grossMarginPct", "higher", { healthyFrom: 45, topQuartileFrom: 60 })).toBe(
      "higher is better; defaults 45% and 60%",
    );
    expect(
      bandDefaultsText("endpointsPerTechnician", "lower", { healthyFrom: 280, topQuartileFrom: 230 }),
    ).toBe("lower is better; defaults 280 and 230");
  });
});

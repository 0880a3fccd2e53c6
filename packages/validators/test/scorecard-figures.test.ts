import { describe, expect, it } from "vitest";
import {
  SCORECARD_MESSAGES,
  addMonths,
  figureMessage,
  isFutureMonth,
  latestReportableMonth,
  monthLabel,
  monthNumber,
  monthOf,
  monthsBetween,
  parseMonthText,
  scorecardEntryInput,
} from "../src";

describe("months", () => {
  it("adds and subtracts months across years", () => {
    expect(addMonths("2025-01", -1)).toBe("2024-12");
    expect(addMonths("2024-12", 1)).toBe("2025-01");
    expect(addMonths("2025-03", -12)).toBe("2024-03");
    expect(addMonths("2025-03", -3)).toBe("2024-12");
    expect(monthsBetween("2024-11", "2025-02")).toBe(3);
    expect(monthNumber("2000-01")).toBe(24000);
  });

  it("reads the UTC month of an instant", () => {
    expect(monthOf(new Date("2025-03-31T23:59:59Z"))).toBe("2025-03");
    expect(monthOf(new Date("2025-04-01T00:00:00Z"))).toBe("2025-04");
  });

  it("counts a month as begun once it has begun in the earliest time zone", () => {
    const now = new Date("2025-03-31T09:59:00Z");
    expect(latestReportableMonth(now)).toBe("2025-03");
    expect(latestReportableMonth(new Date("2025-03-31T10:00:00Z"))).toBe("2025-04");
    expect(isFutureMonth("2025-03", now)).toBe(false);
    expect(isFutureMonth("2025-04", now)).toBe(true);
    expect(isFutureMonth("2024-12", now)).toBe(false);
  });

  it("names months in US English", () => {
    expect(monthLabel("2025-03")).toBe("March 2025");
    expect(monthLabel("2025-09", "short")).toBe("Sep 2025");
  });

  it("reads the ways spreadsheets write a month", () => {
    expect(parseMonthText("2025-03")).toBe("2025-03");
    expect(parseMonthText(" 2025-3 ")).toBe("2025-03");
    expect(parseMonthText("2025-03-01")).toBe("2025-03");
    expect(parseMonthText("2025/03")).toBe("2025-03");
    expect(parseMonthText("3/2025")).toBe("2025-03");
    expect(parseMonthText("3/1/2025")).toBe("2025-03");
    expect(parseMonthText("Mar 2025")).toBe("2025-03");
    expect(parseMonthText("March 2025")).toBe("2025-03");
    expect(parseMonthText("Mar-25")).toBe("2025-03");
    expect(parseMonthText("2025-13")).toBeNull();
    expect(parseMonthText("Smarch 2025")).toBeNull();
    expect(parseMonthText("")).toBeNull();
    expect(parseMonthText("yesterday")).toBeNull();
  });
});

describe("monthly figures (contract §13)", () => {
  const valid = { month: "2025-02", revenue: 100_000 };

  it("needs only the month and the revenue; the rest read as not reported", () => {
    const parsed = scorecardEntryInput.parse(valid);
    expect(parsed).toEqual({
      month: "2025-02",
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
    });
  });

  it("takes numbers as form text, with currency signs, separators and percent signs", () => {
    const parsed = scorecardEntryInput.parse({
      month: "2025-02",
      revenue: "$120,000",
      recurringRevenue: "90000",
      grossMarginPct: "48.456%",
      employees: "",
      csatPct: null,
    });
    expect(parsed.revenue).toBe(120_000);
    expect(parsed.recurringRevenue).toBe(90_000);
    expect(parsed.grossMarginPct).toBe(48.46);
    expect(parsed.employees).toBeNull();
    expect(parsed.csatPct).toBeNull();
  });

  it("requires the revenue", () => {
    const result = scorecardEntryInput.safeParse({ month: "2025-02", clients: 4 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["revenue", SCORECARD_MESSAGES.revenueRequired],
    ]);
  });

  it("refuses negative, fractional and oversized amounts with the figure's message", () => {
    for (const revenue of [-1, 10.5, "12abc", 1e12, Number.NaN, true]) {
      const result = scorecardEntryInput.safeParse({ month: "2025-02", revenue });
      expect(result.success, String(revenue)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(figureMessage("revenue"));
      expect(result.error?.issues[0]?.path).toEqual(["revenue"]);
    }
    expect(figureMessage("revenue")).toBe("Total revenue must be a whole number, 0 or more");
  });

  it("keeps percentages within 0–100", () => {
    for (const grossMarginPct of [-0.1, 100.01, 150]) {
      const result = scorecardEntryInput.safeParse({ ...valid, grossMarginPct });
      expect(result.error?.issues[0]?.message).toBe("Gross margin must be a percentage from 0 to 100");
    }
    expect(scorecardEntryInput.parse({ ...valid, grossMarginPct: 0, csatPct: 100 }).csatPct).toBe(100);
  });

  it("refuses recurring revenue above total revenue", () => {
    const result = scorecardEntryInput.safeParse({ ...valid, recurringRevenue: 100_001 });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["recurringRevenue", SCORECARD_MESSAGES.recurringAboveRevenue],
    ]);
  });

  it("reports every failing field at once", () => {
    const result = scorecardEntryInput.safeParse({ month: "2025-2", clients: -3, csatPct: 101 });
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(["month", "clients", "csatPct", "revenue"]));
  });

  it("refuses months that are not YYYY-MM or before 2000", () => {
    for (const month of ["2025-2", "2025-13", "March", "", "1999-12"]) {
      const result = scorecardEntryInput.safeParse({ ...valid, month });
      expect(result.success, month).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(["month"]);
    }
  });
});

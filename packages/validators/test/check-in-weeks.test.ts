import { describe, expect, it } from "vitest";
import {
  checkInInput,
  checkInListInput,
  isIsoWeek,
  isoWeekDates,
  isoWeekOfDate,
  isoWeeksBetween,
  isoWeeksInYear,
  quarterOfWeek,
  shiftIsoWeek,
  weekStartLabel,
} from "../src";

describe("ISO weeks", () => {
  it("knows which years have a week 53", () => {
    expect(isoWeeksInYear(2026)).toBe(53); // starts on a Thursday
    expect(isoWeeksInYear(2027)).toBe(52);
    expect(isoWeeksInYear(2020)).toBe(53); // a leap year starting on a Wednesday
    expect(isIsoWeek("2026-W53")).toBe(true);
    expect(isIsoWeek("2027-W53")).toBe(false);
    expect(isIsoWeek("2027-W00")).toBe(false);
  });

  it("finds a date's week across the turn of the year", () => {
    expect(isoWeekOfDate("2027-01-01")).toBe("2026-W53");
    expect(isoWeekOfDate("2027-01-04")).toBe("2027-W01");
    expect(isoWeekOfDate("2025-12-29")).toBe("2026-W01");
    expect(isoWeekOfDate("2027-03-14")).toBe("2027-W10");
    expect(isoWeekOfDate("2027-03-15")).toBe("2027-W11");
  });

  it("gives a week's days, its neighbours, its quarter and its label", () => {
    expect(isoWeekDates("2027-W10")).toEqual({
      monday: "2027-03-08",
      thursday: "2027-03-11",
      friday: "2027-03-12",
      sunday: "2027-03-14",
    });
    expect(shiftIsoWeek("2027-W01", -1)).toBe("2026-W53");
    expect(shiftIsoWeek("2026-W53", 1)).toBe("2027-W01");
    expect(isoWeeksBetween("2026-W50", "2027-W02")).toBe(5);
    // 2026-W40 runs 28 Sep – 4 Oct; its Thursday (1 Oct) puts it in Q4.
    expect(quarterOfWeek("2026-W40")).toBe("2026-Q4");
    expect(quarterOfWeek("2026-W53")).toBe("2026-Q4");
    expect(weekStartLabel("2027-W10")).toBe("March 8");
  });
});

describe("check-in input", () => {
  it("trims the answers, reads absent ones as empty and wants at least one", () => {
    const parsed = checkInInput.parse({ week: "2027-w05", wins: "  Won\n  ", confidence: { "12": 3 } });
    expect(parsed).toEqual({
      week: "2027-W05",
      wins: "Won",
      blockers: "",
      focus: "",
      confidence: { "12": 3 },
    });
    expect(checkInInput.safeParse({ week: "2027-W05", wins: " " }).success).toBe(false);
    expect(checkInInput.safeParse({ week: "2027-W05", wins: "x", confidence: { "12": 0 } }).success).toBe(
      false,
    );
    expect(checkInInput.safeParse({ week: "2027-W05", wins: "x", confidence: { abc: 3 } }).success).toBe(
      false,
    );
    expect(checkInInput.safeParse({ week: "2027-W05", wins: "x", confidence: { "3": 2.5 } }).success).toBe(
      false,
    );
  });

  it("takes a range in order and not too long", () => {
    expect(checkInListInput.parse(undefined)).toEqual({});
    expect(checkInListInput.safeParse({ from: "2027-W05", to: "2027-W01" }).success).toBe(false);
    expect(checkInListInput.safeParse({ from: "2020-W01", to: "2027-W01" }).success).toBe(false);
    expect(checkInListInput.parse({ from: "2026-W50", to: "2027-W01" })).toEqual({
      from: "2026-W50",
      to: "2027-W01",
    });
  });
});

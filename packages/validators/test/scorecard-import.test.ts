import { describe, expect, it } from "vitest";
import {
  IMPORT_MESSAGES,
  SCORECARD_CSV_COLUMNS,
  SCORECARD_MESSAGES,
  csvColumnOf,
  entriesFromRows,
} from "../src";

const now = new Date("2025-06-15T12:00:00Z");

describe("scorecard import rows", () => {
  it("reads headers written in any case or style", () => {
    expect(csvColumnOf("Recurring Revenue")).toBe("recurringRevenue");
    expect(csvColumnOf("recurring_revenue")).toBe("recurringRevenue");
    expect(csvColumnOf("grossMarginPct")).toBe("grossMarginPct");
    expect(csvColumnOf("Gross Margin %")).toBe("grossMarginPct");
    expect(csvColumnOf("gross margin")).toBe("grossMarginPct");
    expect(csvColumnOf("Revenue ($)")).toBe("revenue");
    expect(csvColumnOf("MONTH")).toBe("month");
    expect(csvColumnOf("notes")).toBeNull();
  });

  it("turns every row into a month's entry", () => {
    const result = entriesFromRows(
      [
        ["Month", "Revenue", "Recurring revenue", "Employees", "CSAT %"],
        ["2025-01", "$100,000", "70000", "8", "97%"],
        ["", "", "", "", ""],
        ["Feb 2025", "104000", "", "8", ""],
      ],
      now,
    );
    expect(result.errors).toEqual([]);
    expect(
      result.entries.map((entry) => [entry.month, entry.revenue, entry.recurringRevenue, entry.csatPct]),
    ).toEqual([
      ["2025-01", 100_000, 70_000, 97],
      ["2025-02", 104_000, null, null],
    ]);
    expect(result.entries[0]?.endpoints).toBeNull();
  });

  it("takes the template's own header row", () => {
    const result = entriesFromRows([[...SCORECARD_CSV_COLUMNS], ["2025-05", "1"]], now);
    expect(result.entries).toHaveLength(1);
  });

  it("names the row and the problem of every bad row, and returns no entries", () => {
    const result = entriesFromRows(
      [
        ["month", "revenue", "grossMarginPct"],
        ["2025-01", "-5", "40"],
        ["2025-02", "100", "140"],
        ["2025-13", "100", ""],
        ["2025-07", "100", ""],
        ["2025-03", "100", ""],
        ["2025-03", "100", ""],
      ],
      now,
    );
    expect(result.entries).toEqual([]);
    expect(result.errors).toEqual([
      "Row 2: Total revenue must be a whole number, 0 or more",
      "Row 3: Gross margin must be a percentage from 0 to 100",
      `Row 4: ${SCORECARD_MESSAGES.monthInvalid}`,
      `Row 5: ${SCORECARD_MESSAGES.monthInFuture}`,
      `Row 7: ${IMPORT_MESSAGES.duplicateMonth("2025-03")}`,
    ]);
  });

  it("refuses files without the month or revenue column, with unknown or repeated columns, or no rows", () => {
    expect(
      entriesFromRows(
        [
          ["month", "clients"],
          ["2025-01", "3"],
        ],
        now,
      ).errors,
    ).toEqual([IMPORT_MESSAGES.missingColumns]);
    expect(entriesFromRows([["month", "revenue", "notes"]], now).errors).toEqual([
      IMPORT_MESSAGES.unknownColumn("notes"),
    ]);
    expect(entriesFromRows([["month", "revenue", "Revenue"]], now).errors).toEqual([
      IMPORT_MESSAGES.duplicateColumn("Revenue"),
    ]);
    expect(
      entriesFromRows(
        [
          ["month", "revenue"],
          [",", ""],
        ].map((r) => r.map((c) => c.replace(",", ""))),
        now,
      ).errors,
    ).toEqual([IMPORT_MESSAGES.noRows]);
    expect(entriesFromRows([], now).errors).toEqual([IMPORT_MESSAGES.noRows]);
  });

  it("ignores columns without a header", () => {
    const result = entriesFromRows(
      [
        ["month", "", "revenue"],
        ["2025-01", "whatever", "5"],
      ],
      now,
    );
    expect(result.entries[0]?.revenue).toBe(5);
  });
});

import { describe, expect, it } from "vitest";
import {
  dashboardGreeting,
  dateTimeFormat,
  formatCount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatNumber,
  formatTime,
} from "../src";

describe("formatDuration (spec §9, contract §13: '45 min', '1h', '1h 30m')", () => {
  it.each([
    [0, "0 min"],
    [1, "1 min"],
    [45, "45 min"],
    [59, "59 min"],
    [60, "1h"],
    [61, "1h 1m"],
    [75, "1h 15m"],
    [90, "1h 30m"],
    [120, "2h"],
    [125, "2h 5m"],
    [600, "10h"],
  ])("%i minutes read %s", (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it("reads bad data as whole minutes from 0", () => {
    expect(formatDuration(-5)).toBe("0 min");
    expect(formatDuration(Number.NaN)).toBe("0 min");
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe("0 min");
    expect(formatDuration(59.6)).toBe("1h");
    expect(formatDuration(12.2)).toBe("12 min");
  });
});

describe("dates in US English", () => {
  const instant = "2026-11-21T20:05:00.000Z";
  const utc = { timeZone: "UTC" };

  it("formatDate gives the medium date, or the short US date for resource cards", () => {
    expect(formatDate(instant, utc)).toBe("Nov 21, 2026");
    expect(formatDate(instant, { ...utc, style: "numeric" })).toBe("11/21/2026");
    expect(formatDate(new Date(instant), utc)).toBe("Nov 21, 2026");
  });

  it("follows the time zone asked for", () => {
    // 20:05 UTC on the 21st is already the 22nd in Tokyo.
    expect(formatDate(instant, { timeZone: "Asia/Tokyo" })).toBe("Nov 22, 2026");
    expect(formatTime(instant, { timeZone: "America/New_York" })).toBe("3:05 PM");
  });

  it("formatDateTime and formatTime", () => {
    expect(formatDateTime(instant, utc)).toBe("Nov 21, 2026, 8:05 PM");
    expect(formatTime(instant, utc)).toBe("8:05 PM");
  });

  it("gives an empty text for an unreadable value", () => {
    expect(formatDate("not a date")).toBe("");
    expect(formatDateTime("")).toBe("");
    expect(formatTime(Number.NaN)).toBe("");
  });

  it("makes one formatter per set of options and keeps it", () => {
    const first = dateTimeFormat({ dateStyle: "medium", timeZone: "America/New_York" });
    expect(dateTimeFormat({ dateStyle: "medium", timeZone: "America/New_York" })).toBe(first);
    expect(dateTimeFormat({ dateStyle: "medium", timeZone: "Europe/London" })).not.toBe(first);
    expect(first.resolvedOptions().timeZone).toBe("America/New_York");
  });
});

describe("formatCount", () => {
  it("agrees the noun with the count", () => {
    expect(formatCount(0, "business", "businesses")).toBe("0 businesses");
    expect(formatCount(1, "business", "businesses")).toBe("1 business");
    expect(formatCount(2, "business", "businesses")).toBe("2 businesses");
    expect(formatCount(1204, "user", "users")).toBe("1,204 users");
  });
});

describe("formatNumber", () => {
  it("groups thousands as US English does", () => {
    expect(formatNumber(24)).toBe("24");
    expect(formatNumber(1204)).toBe("1,204");
    expect(formatNumber(1_000_000)).toBe("1,000,000");
  });
});

describe("dashboardGreeting", () => {
  const now = new Date("2026-06-10T12:00:00Z");
  it("greets a member who registered within the first-visit window as new", () => {
    expect(dashboardGreeting("Rowan", "2026-06-10T11:30:00Z", now)).toBe("Welcome, Rowan!");
  });
  it("welcomes anyone else back", () => {
    expect(dashboardGreeting("Rowan", "2026-06-10T10:59:00Z", now)).toBe("Welcome back, Rowan!");
    expect(dashboardGreeting("Rowan", "not a date", now)).toBe("Welcome back, Rowan!");
  });
});

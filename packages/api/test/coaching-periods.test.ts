import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { isoWeekOf, monthOf } from "../src/domain/coaching/periods";

/** Worked out afresh with luxon, as the periods are defined (contract §13 'allowance counting'). */
const expected = (instant: Date, zone: string, unit: "month" | "week") => {
  const local = DateTime.fromJSDate(instant, { zone }).startOf(unit);
  return { start: local.toJSDate(), end: local.plus({ [`${unit}s`]: 1 }).toJSDate() };
};

const ZONES = ["America/New_York", "Europe/London", "Australia/Sydney", "UTC"];

describe("allowance periods, asked for again and again", () => {
  it("answer as if worked out afresh, on either side of every boundary and in any order of zones", () => {
    // Each hour for 70 days across the autumn clock changes, with the zones in turn, then back
    // in time: the period held from the call before must never answer for another instant.
    const hours = Array.from({ length: 70 * 24 }, (_, h) => new Date(Date.UTC(2027, 9, 1) + h * 3_600_000));
    const instants = [...hours, ...hours.toReversed()];
    for (const [i, instant] of instants.entries()) {
      const zone = ZONES[i % ZONES.length]!;
      const month = monthOf(instant, zone);
      const week = isoWeekOf(instant, zone);
      expect({ start: month.start, end: month.end }).toEqual(expected(instant, zone, "month"));
      expect({ start: week.start, end: week.end }).toEqual(expected(instant, zone, "week"));
    }
    // The last instant of a month and the first of the next.
    const boundary = DateTime.fromISO("2027-11-01T00:00", { zone: "Europe/London" }).toJSDate();
    expect(monthOf(new Date(boundary.getTime() - 1), "Europe/London").label).toBe("2027-10");
    expect(monthOf(boundary, "Europe/London").label).toBe("2027-11");
    expect(monthOf(new Date(boundary.getTime() - 1), "Europe/London").label).toBe("2027-10");
  });

  it("hands each caller dates of its own", () => {
    const at = new Date("2027-03-10T12:00:00Z");
    const first = isoWeekOf(at, "UTC");
    first.start.setTime(0);
    expect(isoWeekOf(at, "UTC").start.toISOString()).toBe("2027-03-08T00:00:00.000Z");
  });
});

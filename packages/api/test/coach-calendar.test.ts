import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { coachCalendarIn } from "../src/domain/accountability/coach-calendar";
import { isoWeekOf, localDate } from "../src/domain/coaching/periods";

/**
 * The coach's calendar is kept per zone for the rest of its local day: asked at any instant, in
 * any order, it answers what the instant's own calendar is (decision 063: calendar days, so the
 * clock changes' 23- and 25-hour days too).
 */

/** The calendar worked out afresh for the instant. */
const expected = (zone: string, now: Date) => {
  const week = isoWeekOf(now, zone);
  return { zone, today: localDate(now, zone), week: { label: week.label, start: week.start, end: week.end } };
};

const ZONES = ["America/New_York", "Europe/London", "Australia/Sydney", "Asia/Kolkata", "UTC"];

describe("the coach's calendar", () => {
  it.each(ZONES)("matches the instant's own calendar across days, weeks and clock changes in %s", (zone) => {
    // Every 37 minutes over the autumn weeks of 2027 (New York and London change then, Sydney in spring).
    const from = DateTime.fromISO("2027-09-26T00:00", { zone: "UTC" }).toMillis();
    const until = DateTime.fromISO("2027-11-14T00:00", { zone: "UTC" }).toMillis();
    for (let at = from; at < until; at += 37 * 60_000) {
      const now = new Date(at);
      expect(coachCalendarIn(zone, now), now.toISOString()).toEqual(expected(zone, now));
    }
  });

  it("answers an earlier instant, and the instants either side of local midnight, each its own day", () => {
    const zone = "Europe/London";
    const midnight = DateTime.fromISO("2027-10-31T00:00", { zone }).toMillis();
    for (const at of [midnight + 5, midnight - 5, midnight, midnight - 1, midnight + 86_400_000 * 8]) {
      const now = new Date(at);
      expect(coachCalendarIn(zone, now)).toEqual(expected(zone, now));
    }
  });

  it("gives each caller dates of its own", () => {
    const now = new Date("2027-03-10T15:00:00Z");
    const first = coachCalendarIn("America/New_York", now);
    first.week.start.setTime(0);
    expect(coachCalendarIn("America/New_York", now)).toEqual(expected("America/New_York", now));
  });
});

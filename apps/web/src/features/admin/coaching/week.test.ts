import { dayKey } from "@scalemsp/validators";
import { describe, expect, it } from "vitest";
import { weekOf } from "./week";

/** The Sundays the clocks change in 2027, spring and autumn, in each zone (decision 063). */
const CHANGES = [
  { zone: "America/New_York", spring: "2027-03-14", autumn: "2027-11-07" },
  { zone: "Europe/London", spring: "2027-03-28", autumn: "2027-10-31" },
  { zone: "Australia/Sydney", spring: "2027-10-03", autumn: "2027-04-04" },
];

const DAY = 86_400_000;
const dateAt = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** Mondays to Sundays written out: the expected week from its Monday. */
const sevenFrom = (monday: string) => Array.from({ length: 7 }, (_, i) => dateAt(monday, i));

/** Every quarter hour whose local date, in the zone, is one of `days`. */
function instantsOn(days: string[], zone: string): number[] {
  const found: number[] = [];
  const start = Date.parse(`${days[0]}T00:00:00Z`) - DAY;
  const end = Date.parse(`${days.at(-1)}T00:00:00Z`) + 2 * DAY;
  for (let at = start; at < end; at += 15 * 60_000)
    if (days.includes(dayKey(new Date(at), zone))) found.push(at);
  return found;
}

describe("the coach's week view across daylight-saving changes", () => {
  it("shows Monday 8 to Sunday 14 March 2027 at 23:30 on Tuesday the 9th in New York, then the next week", () => {
    const tuesdayNight = Date.parse("2027-03-10T04:30:00Z"); // 23:30 EST on the 9th
    const week = weekOf(tuesdayNight, "America/New_York", 0);
    expect(week.days).toEqual([
      "2027-03-08",
      "2027-03-09",
      "2027-03-10",
      "2027-03-11",
      "2027-03-12",
      "2027-03-13",
      "2027-03-14",
    ]);
    expect(weekOf(tuesdayNight, "America/New_York", 1).days[0]).toBe("2027-03-15");
    expect(weekOf(tuesdayNight, "America/New_York", -1).days[6]).toBe("2027-03-07");
  });

  for (const { zone, spring, autumn } of CHANGES) {
    for (const [season, sunday] of [
      ["spring", spring],
      ["autumn", autumn],
    ] as const) {
      it(`gives seven days from Monday at every moment of the ${season} change's weeks in ${zone}`, () => {
        for (const monday of [dateAt(sunday, -6), dateAt(sunday, 1)]) {
          const days = sevenFrom(monday);
          const instants = instantsOn(days, zone);
          // A week of quarter hours, give or take the hour the clocks moved.
          expect(instants.length).toBeGreaterThanOrEqual(7 * 96 - 4);
          for (const instant of instants) {
            const week = weekOf(instant, zone, 0);
            expect(week.days).toEqual(days);
            expect(weekOf(instant, zone, 1).days).toEqual(sevenFrom(dateAt(monday, 7)));
            expect(weekOf(instant, zone, -1).days).toEqual(sevenFrom(dateAt(monday, -7)));
            // The range asked of the server holds every moment of those local days.
            expect(Date.parse(week.from)).toBeLessThanOrEqual(instants[0]!);
            expect(Date.parse(week.to)).toBeGreaterThan(instants.at(-1)!);
          }
        }
      });
    }
  }
});

import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coachingSessions } from "@scalemsp/db";
import { createBusiness, createUser } from "@scalemsp/db/factories";
import { createTestDatabase, testBackends, type TestDatabase } from "@scalemsp/db/testing";
import { DEFAULT_WEEKLY_HOURS } from "@scalemsp/validators";
import { oneToOneUsed } from "../src/domain/coaching/allowances";
import { isoWeekOf, monthOf } from "../src/domain/coaching/periods";
import { defaultSlotRules, freeSlotStarts } from "../src/domain/coaching/slots";

/**
 * Decision 063: days and weeks are calendar days in the coach's zone, never 24-hour steps. The
 * spring and autumn weeks of 2027 in three zones whose clocks change on different Sundays.
 */

const CHANGES = [
  { zone: "America/New_York", spring: "2027-03-14", autumn: "2027-11-07" },
  { zone: "Europe/London", spring: "2027-03-28", autumn: "2027-10-31" },
  { zone: "Australia/Sydney", spring: "2027-10-03", autumn: "2027-04-04" },
];
const WEEKS = CHANGES.flatMap(({ zone, spring, autumn }) => [
  { zone, season: "spring", sunday: spring, hours: 23 },
  { zone, season: "autumn", sunday: autumn, hours: 25 },
]);

const localMidnight = (date: string, zone: string) => DateTime.fromISO(date, { zone }).startOf("day");

describe.each(WEEKS)("the $season change's week in $zone ($sunday)", ({ zone, sunday, hours }) => {
  const sundayStart = localMidnight(sunday, zone);
  const monday = sundayStart.minus({ days: 6 });
  const nextMonday = sundayStart.plus({ days: 1 });

  it(`gives the change Sunday ${hours} hours of slots and every weekday 9:00 to 16:00`, () => {
    const starts = freeSlotStarts({
      // Open all Sunday through an exception: the day is the calendar day, however long.
      availability: {
        timeZone: zone,
        weekly: [...DEFAULT_WEEKLY_HOURS],
        exceptions: [{ date: sunday, ranges: [{ start: "00:00", end: "24:00" }] }],
      },
      busy: [],
      from: monday.toJSDate(),
      to: nextMonday.plus({ weeks: 1 }).toJSDate(),
      now: monday.minus({ days: 3 }).toJSDate(),
      rules: defaultSlotRules(60),
    });
    const byDay = new Map<string, string[]>();
    for (const start of starts) {
      const local = DateTime.fromMillis(start, { zone });
      byDay.set(local.toISODate()!, [...(byDay.get(local.toISODate()!) ?? []), local.toFormat("HH:mm")]);
    }
    const sundaySlots = byDay.get(sunday)!;
    // Hourly sessions every half hour: two starts an hour, less the last half hour.
    expect(sundaySlots).toHaveLength(2 * hours - 1);
    expect(sundaySlots[0]).toBe("00:00");
    expect(sundaySlots.at(-1)).toBe("23:00");
    const weekdays = [...byDay.keys()].filter((day) => day !== sunday);
    expect(weekdays).toEqual([
      ...Array.from({ length: 5 }, (_, i) => monday.plus({ days: i }).toISODate()),
      ...Array.from({ length: 5 }, (_, i) => nextMonday.plus({ days: i }).toISODate()),
    ]);
    for (const day of weekdays) {
      expect(byDay.get(day)).toHaveLength(15);
      expect(byDay.get(day)![0]).toBe("09:00");
      expect(byDay.get(day)!.at(-1)).toBe("16:00");
    }
  });

  it("counts the ISO week from local Monday 00:00 to the next, at every half hour of it", () => {
    expect(nextMonday.diff(monday, "hours").hours).toBe(6 * 24 + hours);
    for (let at = monday; at < nextMonday; at = at.plus({ minutes: 30 })) {
      const week = isoWeekOf(at.toJSDate(), zone);
      expect(week.start).toEqual(monday.toJSDate());
      expect(week.end).toEqual(nextMonday.toJSDate());
    }
  });

  it("counts the month from the local first to the next", () => {
    const month = monthOf(sundayStart.toJSDate(), zone);
    expect(month.label).toBe(sunday.slice(0, 7));
    expect(month.start).toEqual(localMidnight(`${sunday.slice(0, 7)}-01`, zone).toJSDate());
    expect(month.end).toEqual(
      localMidnight(`${sunday.slice(0, 7)}-01`, zone)
        .plus({ months: 1 })
        .toJSDate(),
    );
  });
});

describe.each(testBackends())("one-to-one allowance counted in the coach's zone on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await t.dispose();
  });

  it.each(WEEKS)(
    "counts the $season change's week and month in $zone by local days",
    async ({ zone, sunday }) => {
      const db = t.handle.db;
      const coach = await createUser(db, { role: "admin", passwordHash: "$scrypt$not-a-real-hash" });
      const business = await createBusiness(db, { planLevel: "pro" });
      const monday = localMidnight(sunday, zone).minus({ days: 6 });
      const nextMonday = monday.plus({ weeks: 1 });
      const firstOfMonth = localMidnight(`${sunday.slice(0, 7)}-01`, zone);
      const firstOfNext = firstOfMonth.plus({ months: 1 });
      const at = [
        monday.minus({ minutes: 30 }), // Sunday 23:30 the week before
        monday, // Monday 00:00: in the week
        localMidnight(sunday, zone).set({ hour: 23, minute: 30 }), // the change Sunday, 23:30: in the week
        nextMonday, // the next week
        firstOfMonth.minus({ minutes: 30 }), // the month before
        firstOfMonth, // the month
        firstOfNext.minus({ minutes: 30 }), // the month's last half hour
        firstOfNext, // the next month
      ];
      await db.insert(coachingSessions).values(
        at.map((start, i) => ({
          uid: `dst-${zone}-${sunday}-${i}@scalemsp.test`,
          kind: "one_to_one" as const,
          coachId: coach.id,
          businessId: business.id,
          startsAt: start.toJSDate(),
          endsAt: start.plus({ hours: 1 }).toJSDate(),
        })),
      );
      const inWeek = at.filter((start) => start >= monday && start < nextMonday).length;
      const inMonth = at.filter((start) => start >= firstOfMonth && start < firstOfNext).length;
      // Monday 00:00 and the change Sunday's 23:30 at least (a month's edge may fall in the week too).
      expect(inWeek).toBeGreaterThanOrEqual(2);
      const noon = localMidnight(sunday, zone).set({ hour: 12 }).toJSDate();
      expect(await oneToOneUsed(db, business.id, isoWeekOf(noon, zone))).toBe(inWeek);
      expect(await oneToOneUsed(db, business.id, monthOf(noon, zone))).toBe(inMonth);
    },
  );
});

import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { DEFAULT_WEEKLY_HOURS, type Availability } from "@scalemsp/validators";
import {
  defaultSlotRules,
  freeSlotStarts,
  isFreeSlot,
  isSlotOfAvailability,
  slotsAcrossCoaches,
  type Interval,
} from "../src/domain/coaching/slots";
import { isoWeekOf, monthOf } from "../src/domain/coaching/periods";

const NY = "America/New_York";
const LONDON = "Europe/London";
const LA = "America/Los_Angeles";

const weekdays = (timeZone: string, overrides: Partial<Availability> = {}): Availability => ({
  timeZone,
  weekly: [...DEFAULT_WEEKLY_HOURS],
  exceptions: [],
  ...overrides,
});

const at = (iso: string) => new Date(iso);
const local = (text: string, zone: string) => DateTime.fromISO(text, { zone }).toJSDate();
const isoList = (starts: number[]) => starts.map((ms) => new Date(ms).toISOString());
/** Each start as wall-clock `yyyy-MM-dd HH:mm` in a zone. */
const wallClock = (starts: number[], zone: string) =>
  starts.map((ms) => DateTime.fromMillis(ms, { zone }).toFormat("yyyy-MM-dd HH:mm"));

const slots = (
  availability: Availability,
  from: string,
  to: string,
  now: string,
  options: { duration?: number; busy?: Interval[] } = {},
) =>
  freeSlotStarts({
    availability,
    busy: options.busy ?? [],
    from: at(from),
    to: at(to),
    now: at(now),
    rules: defaultSlotRules(options.duration ?? 60),
  });

describe("slots in America/New_York across the March change (2026-03-08)", () => {
  const now = "2026-03-01T12:00:00Z";

  it("keeps 9:00–17:00 local on both sides, so the UTC times move by an hour", () => {
    const friday = slots(weekdays(NY), "2026-03-06T00:00:00Z", "2026-03-07T00:00:00Z", now);
    const monday = slots(weekdays(NY), "2026-03-09T00:00:00Z", "2026-03-10T00:00:00Z", now);
    expect(friday).toHaveLength(15);
    expect(monday).toHaveLength(15);
    expect(isoList(friday)[0]).toBe("2026-03-06T14:00:00.000Z"); // 9:00 EST
    expect(isoList(friday).at(-1)).toBe("2026-03-06T21:00:00.000Z"); // 16:00 EST, ends 17:00
    expect(isoList(monday)[0]).toBe("2026-03-09T13:00:00.000Z"); // 9:00 EDT
    expect(isoList(monday).at(-1)).toBe("2026-03-09T20:00:00.000Z");
    expect(wallClock(monday, NY)[0]).toBe("2026-03-09 09:00");
  });

  it("steps real minutes through the missing hour of the change night", () => {
    const availability = weekdays(NY, {
      exceptions: [{ date: "2026-03-08", ranges: [{ start: "00:00", end: "05:00" }] }],
    });
    const night = slots(availability, "2026-03-08T00:00:00Z", "2026-03-08T12:00:00Z", now);
    // 00:00 EST to 05:00 EDT is four real hours: seven one-hour slots every 30 minutes.
    expect(wallClock(night, NY)).toEqual([
      "2026-03-08 00:00",
      "2026-03-08 00:30",
      "2026-03-08 01:00",
      "2026-03-08 01:30",
      "2026-03-08 03:00",
      "2026-03-08 03:30",
      "2026-03-08 04:00",
    ]);
    expect(isoList(night)[0]).toBe("2026-03-08T05:00:00.000Z");
    expect(isoList(night).at(-1)).toBe("2026-03-08T08:00:00.000Z");
  });

  it("answers nothing on the weekend of the change", () => {
    expect(slots(weekdays(NY), "2026-03-07T05:00:00Z", "2026-03-09T04:00:00Z", now)).toEqual([]);
  });
});

describe("slots in America/New_York across the November change (2026-11-01)", () => {
  const now = "2026-10-25T12:00:00Z";

  it("keeps 9:00 local: 13:00 UTC before, 14:00 UTC after", () => {
    const friday = slots(weekdays(NY), "2026-10-30T00:00:00Z", "2026-10-31T00:00:00Z", now);
    const monday = slots(weekdays(NY), "2026-11-02T00:00:00Z", "2026-11-03T00:00:00Z", now);
    expect(isoList(friday)[0]).toBe("2026-10-30T13:00:00.000Z");
    expect(isoList(monday)[0]).toBe("2026-11-02T14:00:00.000Z");
    expect(friday).toHaveLength(15);
    expect(monday).toHaveLength(15);
  });

  it("offers the repeated hour twice on the change night", () => {
    const availability = weekdays(NY, {
      exceptions: [{ date: "2026-11-01", ranges: [{ start: "00:00", end: "05:00" }] }],
    });
    const night = slots(availability, "2026-11-01T00:00:00Z", "2026-11-01T12:00:00Z", now);
    // 00:00 EDT (04:00 UTC) to 05:00 EST (10:00 UTC): six real hours, eleven slots.
    expect(night).toHaveLength(11);
    expect(isoList(night)[0]).toBe("2026-11-01T04:00:00.000Z");
    expect(isoList(night).at(-1)).toBe("2026-11-01T09:00:00.000Z");
    const labels = wallClock(night, NY);
    expect(labels.filter((l) => l === "2026-11-01 01:00")).toHaveLength(2);
    expect(labels.filter((l) => l === "2026-11-01 01:30")).toHaveLength(2);
  });
});

describe("a coach in Europe/London, a member in America/Los_Angeles", () => {
  const now = "2026-02-20T12:00:00Z";
  const londonMondays = (date: string) =>
    slots(weekdays(LONDON), `${date}T00:00:00Z`, `${date}T23:59:59Z`, now);

  it("gives the same London hours while the two zones change three weeks apart", () => {
    const before = londonMondays("2026-03-02"); // both in winter time
    const between = londonMondays("2026-03-16"); // US on summer time, UK not yet
    const after = londonMondays("2026-03-30"); // both on summer time
    for (const day of [before, between, after]) {
      expect(wallClock(day, LONDON)[0]).toMatch(/ 09:00$/);
      expect(wallClock(day, LONDON).at(-1)).toMatch(/ 16:00$/);
    }
    expect(isoList(before)[0]).toBe("2026-03-02T09:00:00.000Z");
    expect(isoList(between)[0]).toBe("2026-03-16T09:00:00.000Z");
    expect(isoList(after)[0]).toBe("2026-03-30T08:00:00.000Z");
    // What the member in Los Angeles sees: 1:00, then 2:00 for three weeks, then 1:00 again.
    expect(wallClock(before, LA)[0]).toBe("2026-03-02 01:00");
    expect(wallClock(between, LA)[0]).toBe("2026-03-16 02:00");
    expect(wallClock(after, LA)[0]).toBe("2026-03-30 01:00");
  });

  it("shows the last London slot, 16:00, at 8:00 or 9:00 the same morning in Los Angeles", () => {
    expect(wallClock(londonMondays("2026-03-16"), LA).at(-1)).toBe("2026-03-16 09:00");
    expect(wallClock(londonMondays("2026-03-30"), LA).at(-1)).toBe("2026-03-30 08:00");
  });
});

describe("buffers, notice, window and exceptions", () => {
  const now = "2026-06-01T12:00:00Z"; // Monday 8:00 in New York
  const wednesday = (availability: Availability, options: { duration?: number; busy?: Interval[] } = {}) =>
    wallClock(slots(availability, "2026-06-03T04:00:00Z", "2026-06-04T04:00:00Z", now, options), NY).map(
      (l) => l.slice(11),
    );
  const booked = (from: string, to: string): Interval => ({
    start: local(`2026-06-03T${from}`, NY).getTime(),
    end: local(`2026-06-03T${to}`, NY).getTime(),
  });

  it("keeps 15 minutes clear before and after a booked session", () => {
    const busy = [booked("11:00", "12:00")];
    const hour = wednesday(weekdays(NY), { busy });
    expect(hour).toContain("09:30"); // ends 10:30, before 10:45
    expect(hour).not.toContain("10:00"); // ends 11:00, inside the buffer
    expect(hour).not.toContain("12:00"); // starts inside the buffer after
    expect(hour).toContain("12:30");
    const half = wednesday(weekdays(NY), { busy, duration: 30 });
    expect(half).toContain("10:00"); // ends 10:30
    expect(half).not.toContain("10:30"); // ends 11:00, inside the buffer
    expect(half).toContain("12:30");
    expect(half).not.toContain("12:00");
  });

  it("blocks a slot that only the buffer of a session outside the hours reaches", () => {
    const hour = wednesday(weekdays(NY), { busy: [booked("08:00", "09:00")] });
    expect(hour[0]).toBe("09:30");
  });

  it("offers nothing less than 24 hours ahead", () => {
    const soon = slots(weekdays(NY), "2026-06-01T00:00:00Z", "2026-06-04T00:00:00Z", "2026-06-01T14:07:00Z");
    expect(isoList(soon)[0]).toBe("2026-06-02T14:30:00.000Z"); // 10:30 Tuesday, 24h after 10:07
  });

  it("offers nothing more than 60 days ahead", () => {
    const nowInstant = "2026-06-01T14:00:00Z"; // 10:00 in New York
    const far = slots(weekdays(NY), "2026-07-29T00:00:00Z", "2026-08-02T00:00:00Z", nowInstant);
    const lastAllowed = at(nowInstant).getTime() + 60 * 24 * 3600_000;
    expect(far.length).toBeGreaterThan(0);
    expect(Math.max(...far)).toBeLessThanOrEqual(lastAllowed);
    expect(isoList(far).at(-1)).toBe("2026-07-31T14:00:00.000Z"); // exactly 60 days later
  });

  it("takes a day off from an exception with no ranges", () => {
    expect(wednesday(weekdays(NY, { exceptions: [{ date: "2026-06-03", ranges: [] }] }))).toEqual([]);
  });

  it("takes other hours from an exception instead of the weekly hours", () => {
    const availability = weekdays(NY, {
      exceptions: [{ date: "2026-06-03", ranges: [{ start: "13:00", end: "15:00" }] }],
    });
    expect(wednesday(availability)).toEqual(["13:00", "13:30", "14:00"]);
  });

  it("opens a weekend day through an exception", () => {
    const availability = weekdays(NY, {
      exceptions: [{ date: "2026-06-06", ranges: [{ start: "10:00", end: "11:00" }] }],
    });
    const saturday = slots(availability, "2026-06-06T04:00:00Z", "2026-06-07T04:00:00Z", now);
    expect(wallClock(saturday, NY)).toEqual(["2026-06-06 10:00"]);
  });

  it("keeps several ranges a day apart, and joins ranges that touch", () => {
    const split = weekdays(NY, {
      weekly: [
        { weekday: 3, start: "09:00", end: "12:00" },
        { weekday: 3, start: "13:00", end: "15:00" },
      ],
    });
    expect(wednesday(split)).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "13:00",
      "13:30",
      "14:00",
    ]);
    const touching = weekdays(NY, {
      weekly: [
        { weekday: 3, start: "09:00", end: "12:00" },
        { weekday: 3, start: "12:00", end: "13:00" },
      ],
    });
    expect(wednesday(touching)).toContain("11:30");
  });

  it("answers until the end of the day for a range ending at 24:00", () => {
    const late = weekdays(NY, { weekly: [{ weekday: 3, start: "22:00", end: "24:00" }] });
    expect(wednesday(late)).toEqual(["22:00", "22:30", "23:00"]);
  });

  it("tells a wrong time from a taken one", () => {
    const base = { availability: weekdays(NY), now: at(now), rules: defaultSlotRules(60) };
    const taken = local("2026-06-03T11:00", NY);
    expect(isSlotOfAvailability(base, local("2026-06-03T11:15", NY))).toBe(false);
    expect(isSlotOfAvailability(base, taken)).toBe(true);
    expect(isFreeSlot({ ...base, busy: [booked("11:30", "12:30")] }, taken)).toBe(false);
    expect(isFreeSlot({ ...base, busy: [] }, taken)).toBe(true);
  });
});

describe("slots of several coaches", () => {
  it("gives each time to the first coach in order that has it free", () => {
    const merged = slotsAcrossCoaches(
      [
        { coachId: 1, starts: [1000, 3000] },
        { coachId: 2, starts: [1000, 2000] },
      ],
      30,
    );
    expect(merged.map((s) => [s.startsAt.getTime(), s.coachId])).toEqual([
      [1000, 1],
      [2000, 2],
      [3000, 1],
    ]);
    expect(merged[0]!.endsAt.getTime()).toBe(1000 + 30 * 60_000);
  });
});

describe("allowance periods in the coach's zone", () => {
  it("counts an evening in New York in that month, though UTC has moved on", () => {
    const lateFebruary = at("2026-03-01T03:00:00Z"); // 22:00 on 28 February in New York
    expect(monthOf(lateFebruary, NY).label).toBe("2026-02");
    expect(monthOf(lateFebruary, NY).start.toISOString()).toBe("2026-02-01T05:00:00.000Z");
    expect(monthOf(lateFebruary, NY).end.toISOString()).toBe("2026-03-01T05:00:00.000Z");
    expect(monthOf(lateFebruary, "UTC").label).toBe("2026-03");
  });

  it("runs ISO weeks Monday to Monday across a change", () => {
    const week = isoWeekOf(at("2026-03-08T12:00:00Z"), NY); // Sunday of the change
    expect(week.label).toBe("2026-W10");
    expect(week.start.toISOString()).toBe("2026-03-02T05:00:00.000Z");
    expect(week.end.toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });
});

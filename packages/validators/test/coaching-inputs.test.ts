import { describe, expect, it } from "vitest";
import {
  COACHING_MESSAGES,
  availabilityInput,
  bookSessionInput,
  coachProfileInput,
  isValidTimeZone,
  slotsQueryInput,
  strategyBookingInput,
} from "../src";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("the availability body", () => {
  const valid = {
    timeZone: "Europe/London",
    weekly: [
      { weekday: 1, start: "09:00", end: "12:00" },
      { weekday: 1, start: "12:00", end: "17:00" },
      { weekday: 6, start: "22:00", end: "24:00" },
    ],
    exceptions: [{ date: "2026-12-24", ranges: [] }],
  };

  it("takes several touching ranges a day, 24:00 as the end of the day, and a day off", () => {
    expect(availabilityInput.safeParse(valid).success).toBe(true);
  });

  it("refuses overlapping ranges, a range ending before it starts, an unknown zone and weekday 8", () => {
    const overlap = { ...valid, weekly: [...valid.weekly, { weekday: 1, start: "11:00", end: "13:00" }] };
    expect(firstMessage(availabilityInput.safeParse(overlap))).toBe(COACHING_MESSAGES.rangesOverlap);
    const backwards = { ...valid, weekly: [{ weekday: 2, start: "17:00", end: "09:00" }] };
    expect(firstMessage(availabilityInput.safeParse(backwards))).toBe(COACHING_MESSAGES.rangeEndBeforeStart);
    expect(firstMessage(availabilityInput.safeParse({ ...valid, timeZone: "Mars/Olympus" }))).toBe(
      COACHING_MESSAGES.invalidTimeZone,
    );
    const eighth = { ...valid, weekly: [{ weekday: 8, start: "09:00", end: "10:00" }] };
    expect(firstMessage(availabilityInput.safeParse(eighth))).toBe(COACHING_MESSAGES.invalidWeekday);
    const sloppy = { ...valid, weekly: [{ weekday: 1, start: "9", end: "10:00" }] };
    expect(firstMessage(availabilityInput.safeParse(sloppy))).toBe(COACHING_MESSAGES.invalidTime);
    const impossible = { ...valid, exceptions: [{ date: "2026-02-30", ranges: [] }] };
    expect(availabilityInput.safeParse(impossible).success).toBe(false);
    const twice = { ...valid, exceptions: [...valid.exceptions, { date: "2026-12-24", ranges: [] }] };
    expect(firstMessage(availabilityInput.safeParse(twice))).toBe(COACHING_MESSAGES.duplicateException);
  });
});

describe("instants and bookings", () => {
  it("takes ISO instants with a zone, and refuses dates alone and words", () => {
    const parsed = slotsQueryInput.parse({ from: "2026-03-09T09:00:00-04:00", to: "2026-03-10T00:00:00Z" });
    expect(parsed.from!.toISOString()).toBe("2026-03-09T13:00:00.000Z");
    expect(parsed.kind).toBe("one_to_one");
    for (const from of ["2026-03-09", "tomorrow", "2026-03-09T09:00:00"])
      expect(firstMessage(slotsQueryInput.safeParse({ from }))).toBe(COACHING_MESSAGES.invalidInstant);
  });

  it("keeps a known booker's zone and drops an unknown one without refusing the booking", () => {
    const startsAt = "2026-03-09T13:00:00Z";
    expect(bookSessionInput.parse({ startsAt, timeZone: "America/Los_Angeles" }).timeZone).toBe(
      "America/Los_Angeles",
    );
    expect(bookSessionInput.parse({ startsAt, timeZone: "Nowhere/Else" }).timeZone).toBeNull();
    expect(bookSessionInput.parse({ startsAt }).timeZone).toBeNull();
  });

  it("books the free session with a token, or with the contact form's fields", () => {
    const startsAt = "2026-03-09T13:00:00Z";
    expect(strategyBookingInput.parse({ bookingToken: "abc.def", startsAt }).contact).toBeNull();
    const timeFirst = strategyBookingInput.parse({
      startsAt,
      firstName: "Ana",
      lastName: "Cruz",
      email: " Ana@Cruz-IT.example ",
      company: "Cruz IT",
    });
    expect(timeFirst.contact?.email).toBe("ana@cruz-it.example");
    const missing = strategyBookingInput.safeParse({ startsAt, firstName: "Ana" });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((i) => i.path[0])).toEqual(
      expect.arrayContaining(["lastName", "email", "company"]),
    );
  });
});

describe("the coach profile", () => {
  it("takes an https meeting link only", () => {
    const base = { displayName: "Alex Morgan", timeZone: "America/New_York" };
    expect(coachProfileInput.parse({ ...base, meetingUrl: "https://meet.example/alex" }).meetingUrl).toBe(
      "https://meet.example/alex",
    );
    for (const meetingUrl of ["http://meet.example/alex", "javascript:alert(1)", "https://meet example"])
      expect(firstMessage(coachProfileInput.safeParse({ ...base, meetingUrl }))).toBe(
        COACHING_MESSAGES.invalidMeetingUrl,
      );
    expect(coachProfileInput.parse({ ...base, photoUrl: "/uploads/alex.png" }).photoUrl).toBe(
      "/uploads/alex.png",
    );
  });
});

describe("isValidTimeZone", () => {
  it("answers the same for a name asked again, valid or not, in any order", () => {
    const names = ["America/New_York", "Mars/Olympus", "UTC", "Europe/London", "", "Nowhere/Else"];
    const first = names.map(isValidTimeZone);
    expect(first).toEqual([true, false, true, true, false, false]);
    expect([...names].reverse().map(isValidTimeZone)).toEqual([...first].reverse());
    expect(names.map(isValidTimeZone)).toEqual(first);
  });
});

import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { feedFile, invitationFile, type CalendarEvent } from "../src/domain/coaching/icalendar";

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: "coaching-session-41@scalemsp.example",
  sequence: 0,
  startsAt: new Date("2026-03-09T13:00:00Z"),
  endsAt: new Date("2026-03-09T14:00:00Z"),
  title: "One-to-one coaching with Alex Morgan",
  description: "Topic: pricing, with a comma; and a semicolon",
  location: "https://meet.example/alex",
  url: "https://scalemsp.example/sessions",
  organizer: { name: "Alex Morgan", email: "alex@scalemsp.example" },
  attendees: [{ name: "Dana Reyes", email: "dana@reyes-it.example" }],
  cancelled: false,
  ...overrides,
});

const now = new Date("2026-03-01T12:00:00Z");

function onlyEvent(text: string) {
  const parsed = ical.sync.parseICS(text);
  const events = Object.values(parsed).filter((c) => c?.type === "VEVENT");
  expect(events).toHaveLength(1);
  return events[0] as VEvent;
}

describe("the calendar file of a booking e-mail", () => {
  it("is a REQUEST with the session's UID, UTC times and people", () => {
    const text = invitationFile(event(), "ScaleMSP", now);
    expect(text).toMatch(/^METHOD:REQUEST\r?$/m);
    expect(text).toMatch(/^DTSTART:20260309T130000Z\r?$/m);
    const vevent = onlyEvent(text);
    expect(vevent.uid).toBe("coaching-session-41@scalemsp.example");
    expect(new Date(vevent.start).toISOString()).toBe("2026-03-09T13:00:00.000Z");
    expect(new Date(vevent.end!).toISOString()).toBe("2026-03-09T14:00:00.000Z");
    expect(vevent.summary).toBe("One-to-one coaching with Alex Morgan");
    expect(vevent.description).toBe("Topic: pricing, with a comma; and a semicolon");
    expect(vevent.location).toBe("https://meet.example/alex");
    expect(vevent.status).toBe("CONFIRMED");
    expect(String(vevent.sequence)).toBe("0");
    const organizer = vevent.organizer as unknown as { val: string; params: { CN: string } };
    expect(organizer.val.toLowerCase()).toBe("mailto:alex@scalemsp.example");
    const attendee = vevent.attendee as unknown as { val: string };
    expect(attendee.val.toLowerCase()).toBe("mailto:dana@reyes-it.example");
  });

  it("is a CANCEL of the same UID with a higher sequence when the session is cancelled", () => {
    const text = invitationFile(event({ cancelled: true, sequence: 2 }), "ScaleMSP", now);
    expect(text).toMatch(/^METHOD:CANCEL\r?$/m);
    const vevent = onlyEvent(text);
    expect(vevent.uid).toBe("coaching-session-41@scalemsp.example");
    expect(vevent.status).toBe("CANCELLED");
    expect(String(vevent.sequence)).toBe("2");
  });

  it("moves the times, not the UID, for a change", () => {
    const text = invitationFile(
      event({
        sequence: 1,
        startsAt: new Date("2026-11-02T14:00:00Z"),
        endsAt: new Date("2026-11-02T15:00:00Z"),
      }),
      "ScaleMSP",
      now,
    );
    const vevent = onlyEvent(text);
    expect(vevent.uid).toBe("coaching-session-41@scalemsp.example");
    expect(new Date(vevent.start).toISOString()).toBe("2026-11-02T14:00:00.000Z");
    expect(String(vevent.sequence)).toBe("1");
  });
});

describe("the subscribed feed", () => {
  it("lists every session by its UID, without a method", () => {
    const text = feedFile(
      "ScaleMSP",
      "Coaching sessions",
      [event(), event({ uid: "coaching-session-42@scalemsp.example", location: null })],
      now,
    );
    expect(text).not.toMatch(/^METHOD:/m);
    const parsed = ical.sync.parseICS(text);
    const uids = Object.values(parsed)
      .filter((c) => c?.type === "VEVENT")
      .map((c) => c.uid)
      .sort();
    expect(uids).toEqual(["coaching-session-41@scalemsp.example", "coaching-session-42@scalemsp.example"]);
  });
});

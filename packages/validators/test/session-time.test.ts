import { describe, expect, it } from "vitest";
import {
  dayKey,
  sessionClock,
  sessionDay,
  sessionWhen,
  zoneAbbreviation,
  zoneName,
} from "../src/session-time";

describe("session times in the viewer's zone", () => {
  const monday = "2026-03-16T09:00:00.000Z"; // 9:00 in London, 2:00 in Los Angeles, 5:00 in New York

  it("shows one instant in each viewer's own zone, with the zone named", () => {
    expect(sessionClock(monday, "Europe/London")).toBe("9:00 AM");
    expect(sessionClock(monday, "America/Los_Angeles")).toBe("2:00 AM");
    expect(zoneName(monday, "America/Los_Angeles")).toBe("Pacific Daylight Time");
    expect(zoneName(monday, "Europe/London")).toBe("Greenwich Mean Time");
    expect(zoneAbbreviation("2026-12-01T15:00:00Z", "America/New_York")).toBe("EST");
  });

  it("names the right weekday for 2026 (December 1 is a Tuesday)", () => {
    expect(sessionDay("2026-12-01T15:00:00Z", "America/New_York")).toBe("Tuesday, December 1");
    expect(sessionDay("2026-12-02T03:00:00Z", "America/Los_Angeles")).toBe("Tuesday, December 1");
    expect(dayKey("2026-12-02T03:00:00Z", "America/Los_Angeles")).toBe("2026-12-01");
    expect(dayKey("2026-12-02T03:00:00Z", "UTC")).toBe("2026-12-02");
  });

  it("reads a session's start and end in one line", () => {
    expect(sessionWhen("2026-12-01T15:00:00Z", "2026-12-01T16:00:00Z", "America/New_York")).toBe(
      "Tuesday, December 1, 10:00 AM – 11:00 AM EST",
    );
  });
});

import { describe, expect, it } from "vitest";
import { formatDuration } from "../src/features/courses/format-duration";

describe("formatDuration (spec §9: minutes under an hour, else hours and minutes)", () => {
  it("shows minutes under 60", () => {
    expect(formatDuration(0)).toBe("0 min");
    expect(formatDuration(1)).toBe("1 min");
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(59)).toBe("59 min");
  });

  it("shows hours and minutes from 60", () => {
    expect(formatDuration(60)).toBe("1h 0m");
    expect(formatDuration(61)).toBe("1h 1m");
    expect(formatDuration(90)).toBe("1h 30m");
    expect(formatDuration(125)).toBe("2h 5m");
    expect(formatDuration(600)).toBe("10h 0m");
  });

  it("reads bad input as whole minutes from 0", () => {
    expect(formatDuration(-5)).toBe("0 min");
    expect(formatDuration(Number.NaN)).toBe("0 min");
    expect(formatDuration(59.6)).toBe("1h 0m");
    expect(formatDuration(12.2)).toBe("12 min");
  });
});

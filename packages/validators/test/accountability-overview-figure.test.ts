import { describe, expect, it } from "vitest";
import { ACCOUNTABILITY_BOARD_MESSAGES as T } from "../src";

/** The admin overview's check-in figure reads as a sentence for any count (contract §15). */
describe("the overview's check-in line", () => {
  it("speaks of one client, many clients and none", () => {
    expect(T.overviewMissing(0, 0)).toBe("No client businesses yet");
    expect(T.overviewMissing(0, 1)).toBe("Your client has checked in this week");
    expect(T.overviewMissing(0, 3)).toBe("All 3 clients have checked in this week");
    expect(T.overviewMissing(1, 1)).toBe("Your client has not checked in this week");
    expect(T.overviewMissing(2, 5)).toBe("2 of 5 clients without a check-in this week");
  });
});

import { describe, expect, it } from "vitest";
import { SCORECARD_MESSAGES, scorecardRefusal } from "../src";

describe("scorecardRefusal (contract §12)", () => {
  const shared = { shareScorecardWithTeam: true };
  const unshared = { shareScorecardWithTeam: false };

  it("lets the owner read, shared or not", () => {
    expect(scorecardRefusal({ isOwner: true, business: unshared })).toBeNull();
    expect(scorecardRefusal({ isOwner: true, business: shared })).toBeNull();
  });

  it("lets the team read only while the owner shares", () => {
    expect(scorecardRefusal({ isOwner: false, business: shared })).toBeNull();
    expect(scorecardRefusal({ isOwner: false, business: unshared })).toBe(SCORECARD_MESSAGES.notShared);
  });

  it("refuses an account without a business (the coach)", () => {
    expect(scorecardRefusal({ isOwner: false, business: null })).toBe(SCORECARD_MESSAGES.noBusiness);
  });
});

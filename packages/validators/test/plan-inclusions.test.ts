import { describe, expect, it } from "vitest";
import {
  DEFAULT_PLAN_NAMES,
  DEFAULT_PLAN_TEXTS,
  courseLevelsOf,
  oneToOneNotice,
  planInclusions,
  type PlanLevel,
} from "../src";

const plan = (level: PlanLevel, oneToOnePerMonth: number | null, groupPerWeek: number | null) => ({
  ...DEFAULT_PLAN_TEXTS[level],
  courseLevels: courseLevelsOf(level),
  oneToOnePerMonth,
  groupPerWeek,
});

describe("what a plan includes, line by line", () => {
  it("marks a session allowance of 0 as not included, and every other line as included", () => {
    const lines = planInclusions(plan("free", 0, 0), DEFAULT_PLAN_NAMES);
    expect(lines.filter((line) => !line.included).map((line) => line.text)).toEqual([
      "One-to-one sessions not included",
      "Group sessions not included",
    ]);
    expect(lines.find((line) => line.kind === "support")).toEqual({
      kind: "support",
      text: "Support: Community support",
      included: true,
    });
  });

  it("says the plan's own support and allowances, not fixed texts", () => {
    const lines = planInclusions(
      { ...plan("pro", 2, null), support: "Answers the same day" },
      DEFAULT_PLAN_NAMES,
    );
    expect(lines.map((line) => line.text)).toContain("Support: Answers the same day");
    expect(lines.map((line) => line.text)).toContain("2 one-to-one sessions monthly");
    expect(lines.map((line) => line.text)).toContain("Group sessions, as many as you like");
    expect(lines.map((line) => line.text).join(" ")).not.toContain("24 hours");
    expect(lines.every((line) => line.included)).toBe(true);
  });

  it("names the plans that come with one-to-one sessions, by the coach's names", () => {
    const plans = [plan("free", 0, 0), plan("basic", 0, 1), { ...plan("pro", 2, 2), name: "Growth" }];
    expect(oneToOneNotice(plans)).toBe(
      "One-to-one sessions come with the Growth plan. See the plans to choose one, and your coach will set it up.",
    );
    expect(oneToOneNotice([plan("free", 0, 0)])).toBe(
      "One-to-one sessions are not part of any plan at the moment.",
    );
  });
});

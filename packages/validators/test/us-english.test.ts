import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "../src";

/** Every string a message table holds, functions called with a sample number. */
const textsOf = (table: Record<string, unknown>): string[] =>
  Object.values(table).flatMap((value) =>
    typeof value === "string" ? [value] : typeof value === "function" ? [String(value(2))] : [],
  );

describe("the coach's admin texts", () => {
  // US English throughout (the product's copy, like "email"): "enroll", never "enrol".
  it("spell enroll the US way", () => {
    const british = textsOf(ADMIN_MESSAGES).filter((text) => /\benrol\b/i.test(text));
    expect(british).toEqual([]);
    expect(ADMIN_MESSAGES.enrolInPlanCourses).toBe("Enroll in every course of this plan and below");
  });
});

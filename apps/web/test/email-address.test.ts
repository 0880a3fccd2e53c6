import { describe, expect, it } from "vitest";
import { emailBreakParts } from "../src/components/email-address";

describe("an email address on a narrow screen", () => {
  it("may wrap after its @ and before its dots, and nowhere mid-word", () => {
    expect(emailBreakParts("dana.reyes@northpeak.example")).toEqual([
      "dana",
      ".reyes@",
      "northpeak",
      ".example",
    ]);
    expect(emailBreakParts("x@y").join("")).toBe("x@y");
  });
});

import { describe, expect, it } from "vitest";
import { INPUT_DEPTH_MAX, MESSAGES, plainTextIssues, singleLine } from "../src";

const arraysDeep = (depth: number): unknown => {
  let value: unknown = "x";
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};

describe("plainTextIssues", () => {
  it(`takes ${INPUT_DEPTH_MAX} levels of nesting and refuses one more as the input's issue`, () => {
    expect(plainTextIssues(arraysDeep(INPUT_DEPTH_MAX))).toEqual([]);
    expect(plainTextIssues(arraysDeep(INPUT_DEPTH_MAX + 1))).toEqual([
      { path: "", message: MESSAGES.tooDeeplyNested },
    ]);
  });

  it("walks an input 100,000 levels deep without exhausting the stack", () => {
    expect(plainTextIssues(JSON.parse("[".repeat(100_000) + "]".repeat(100_000)))).toEqual([
      { path: "", message: MESSAGES.tooDeeplyNested },
    ]);
  });

  it("names each field with a control character or a lone surrogate, keys included", () => {
    expect(
      plainTextIssues({ a: "ok \ud83d\ude00", b: ["x", "y\ud800"], c: { d: "\u0000" }, ["k\udc00"]: 1 }),
    ).toEqual([
      { path: "k?", message: MESSAGES.loneSurrogate },
      { path: "b.1", message: MESSAGES.loneSurrogate },
      { path: "c.d", message: MESSAGES.controlCharacters },
    ]);
  });
});

describe("singleLine", () => {
  const name = singleLine("Name is required").trim().min(1);
  it.each(["a\nb", "a\rb", "a\u2028b", "a\u2029b", "a\u0085b", "trailing\n"])("refuses %j", (text) => {
    const result = name.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.lineBreak);
  });
  it("takes one line, trimmed", () => {
    expect(name.parse("  Dana Reyes ")).toBe("Dana Reyes");
  });
});

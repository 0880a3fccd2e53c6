import { describe, expect, it } from "vitest";
import { readsAtOnce } from "../src/http/reads-at-once";

describe("reads at once per session", () => {
  it("lets a key in up to the limit, and again once one is done", () => {
    const lanes = readsAtOnce(2);
    const first = lanes.enter("a");
    const second = lanes.enter("a");
    expect(first).toBeTypeOf("function");
    expect(second).toBeTypeOf("function");
    expect(lanes.enter("a")).toBeUndefined();
    // Another key is not held up by this one.
    expect(lanes.enter("b")).toBeTypeOf("function");
    first!();
    expect(lanes.enter("a")).toBeTypeOf("function");
  });

  it("counts a release once, and forgets a key with nothing running", () => {
    const lanes = readsAtOnce(1);
    const release = lanes.enter("a")!;
    release();
    release();
    expect(lanes.size()).toBe(0);
    const again = lanes.enter("a");
    expect(again).toBeTypeOf("function");
    expect(lanes.enter("a")).toBeUndefined();
  });
});

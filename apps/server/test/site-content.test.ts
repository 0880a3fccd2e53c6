import { describe, expect, it } from "vitest";
import { SiteContent } from "../src/http/site-content";

/** A content source whose reads are counted, over a clock the test moves. */
function source(initial: string) {
  const state = { value: initial, reads: 0, time: 0 };
  const content = new SiteContent(
    async () => {
      state.reads++;
      return { product: state.value };
    },
    1000,
    () => state.time,
  );
  return { state, content };
}

describe("SiteContent", () => {
  it("reads once, then holds what it read for the revalidation time", async () => {
    const { state, content } = source("A");
    expect(content.fresh()).toBeUndefined();
    expect(await content.current()).toEqual({ product: "A" });
    state.value = "B";
    state.time = 999;
    expect(content.fresh()).toEqual({ product: "A" });
    expect(state.reads).toBe(1);
    state.time = 1000;
    expect(content.fresh()).toBeUndefined();
    expect(await content.current()).toEqual({ product: "B" });
    expect(state.reads).toBe(2);
  });

  it("reads again after a write in this process, and moves its version only when the content changed", async () => {
    const { state, content } = source("A");
    await content.current();
    const version = content.version;
    content.markWritten();
    expect(content.fresh()).toBeUndefined();
    await content.current();
    expect(content.version).toBe(version);
    state.value = "B";
    content.markWritten();
    expect(await content.current()).toEqual({ product: "B" });
    expect(content.version).toBe(version + 1);
  });

  it("shares one read among the requests waiting at once, but not with a request after a write", async () => {
    const { state, content } = source("A");
    await Promise.all([content.current(), content.current(), content.current()]);
    expect(state.reads).toBe(1);
    content.markWritten();
    const before = content.current();
    content.markWritten();
    const after = content.current();
    await Promise.all([before, after]);
    expect(state.reads).toBe(3);
  });
});

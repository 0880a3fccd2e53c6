import { describe, expect, it } from "vitest";
import { validateAuthSearch } from "../src/features/auth/auth-search";

/** The URL may hold anything; the validator's parameter type only describes what links pass. */
const parse = (search: Record<string, unknown>) =>
  validateAuthSearch(search as Parameters<typeof validateAuthSearch>[0]);

describe("/auth search", () => {
  it("opens the tab asked for", () => {
    expect(parse({ tab: "register" })).toEqual({ tab: "register" });
    expect(parse({ tab: "login" })).toEqual({ tab: "login" });
  });

  it("opens login when the tab is missing or unknown", () => {
    expect(parse({})).toEqual({ tab: "login" });
    expect(parse({ tab: "signup" })).toEqual({ tab: "login" });
  });
});

import { describe, expect, it } from "vitest";
import { SESSIONS_SHOWN, shownSessions } from "../src/components/account-security/shown-sessions";

const session = (id: number, current = false) => ({ id, current });

describe("the sessions the security card lists", () => {
  it("puts this browser first, then the most recently seen, and counts the rest", () => {
    const list = [session(1), session(2), session(3), session(4), session(5), session(6), session(7, true)];
    const { shown, hidden } = shownSessions(list, false);
    expect(shown.map((s) => s.id)).toEqual([7, 1, 2, 3, 4].slice(0, SESSIONS_SHOWN));
    expect(hidden).toBe(list.length - SESSIONS_SHOWN);
  });

  it("lists them all when asked, and hides none when they fit", () => {
    const list = Array.from({ length: 9 }, (_, i) => session(i + 1, i === 4));
    expect(shownSessions(list, true)).toMatchObject({ hidden: 0 });
    expect(shownSessions(list, true).shown[0]?.id).toBe(5);
    expect(shownSessions(list.slice(0, 3), false)).toMatchObject({ hidden: 0 });
  });
});

import { ACCOUNTABILITY_BOARD_SORTS } from "@scalemsp/validators";
import { describe, expect, it } from "vitest";
import { BOARD_SORTS, validateBoardSearch } from "../src/features/admin/accountability/board-search";

describe("/admin/accountability search", () => {
  it("keeps a known sort and order, and drops what the server would refuse", () => {
    expect(validateBoardSearch({ sort: "streak", order: "desc" })).toEqual({ sort: "streak", order: "desc" });
    expect(validateBoardSearch({ sort: "overdue" })).toEqual({ sort: "overdue" });
    expect(validateBoardSearch({ sort: "overdue", order: "sideways" })).toEqual({ sort: "overdue" });
    // An order alone, or an unknown sort, is the board's own order: the drifting first.
    expect(validateBoardSearch({ order: "asc" })).toEqual({});
    expect(validateBoardSearch({ sort: "mood", order: "asc" })).toEqual({});
    expect(validateBoardSearch({})).toEqual({});
  });

  it("offers the server's sorts, no more and no fewer", () => {
    expect([...BOARD_SORTS]).toEqual([...ACCOUNTABILITY_BOARD_SORTS]);
  });
});

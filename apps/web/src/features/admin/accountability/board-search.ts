import type { AccountabilityBoardSort, SortOrder } from "@scalemsp/validators";

/**
 * The board's `?sort=&order=`, apart from the page: the route's search check runs before any
 * page code loads, so it imports nothing but types.
 */
export const BOARD_SORTS = [
  "name",
  "checkIn",
  "streak",
  "atRisk",
  "overdue",
  "lastSession",
  "nextSession",
] as const satisfies readonly AccountabilityBoardSort[];

export interface BoardSearch {
  sort?: AccountabilityBoardSort;
  order?: SortOrder;
}

const isSort = (value: unknown): value is AccountabilityBoardSort =>
  BOARD_SORTS.some((sort) => sort === value);

/** No sort is the board's own order, the drifting first; an order only goes with a sort. */
export function validateBoardSearch(search: Record<string, unknown>): BoardSearch {
  if (!isSort(search.sort)) return {};
  return search.order === "asc" || search.order === "desc"
    ? { sort: search.sort, order: search.order }
    : { sort: search.sort };
}

/** The way a column sorts on its first click: the ones needing the coach first. */
export const FIRST_ORDER: Record<AccountabilityBoardSort, SortOrder> = {
  name: "asc",
  checkIn: "asc",
  streak: "asc",
  atRisk: "desc",
  overdue: "desc",
  lastSession: "asc",
  nextSession: "asc",
};

import { z } from "zod";

/**
 * Contract §15 'the coach's board': `GET /api/admin/accountability?sort=&order=`. Without a
 * sort the board puts the drifting first: no check-in this week, then the most goals at risk,
 * then the most overdue action items.
 */
export const ACCOUNTABILITY_BOARD_SORTS = [
  "name",
  "checkIn",
  "streak",
  "atRisk",
  "overdue",
  "lastSession",
  "nextSession",
] as const;
export type AccountabilityBoardSort = (typeof ACCOUNTABILITY_BOARD_SORTS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const ACCOUNTABILITY_BOARD_MESSAGES = {
  sortInvalid: `Sort by one of: ${ACCOUNTABILITY_BOARD_SORTS.join(", ")}`,
  orderInvalid: "Order must be asc or desc",
  title: "Accountability board",
  intro:
    "Every client business this week: its check-in, the streak of weekly check-ins, goals at risk, overdue action items and sessions.",
  empty:
    "No client businesses yet. Once a business has an owner, it shows here with its check-ins, goals and action items.",
  missing: "Missing",
  checkedIn: "Checked in",
  lowConfidence: "Low confidence",
  noSession: "None",
  sortLabel: "Sort by",
  drifting: "Drifting first",
  overviewLink: "Accountability board",
  /** The admin overview's figure: how many client businesses have not checked in this week. */
  overviewMissing: (missing: number, total: number) =>
    total === 0
      ? "No client businesses yet"
      : missing === 0
        ? total === 1
          ? "Your client has checked in this week"
          : `All ${total} clients have checked in this week`
        : total === 1
          ? "Your client has not checked in this week"
          : `${missing} of ${total} clients without a check-in this week`,
} as const;

const blankAsUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export const accountabilityBoardInput = z
  .object({
    sort: z.preprocess(
      blankAsUndefined,
      z.enum(ACCOUNTABILITY_BOARD_SORTS, { error: ACCOUNTABILITY_BOARD_MESSAGES.sortInvalid }).optional(),
    ),
    order: z.preprocess(
      blankAsUndefined,
      z.enum(SORT_ORDERS, { error: ACCOUNTABILITY_BOARD_MESSAGES.orderInvalid }).optional(),
    ),
  })
  .prefault({});
export type AccountabilityBoardInput = z.input<typeof accountabilityBoardInput>;

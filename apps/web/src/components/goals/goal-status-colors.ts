import type { GoalStatus } from "@scalemsp/validators";

/**
 * The status badges: filled, with text above 4.5:1 in both schemes (white on the dark teal,
 * indigo and red; near-black on the yellow).
 */
export const STATUS_COLORS: Record<GoalStatus, { bg: string; text: string; bar: string }> = {
  on_track: { bg: "teal.9", text: "white", bar: "teal.7" },
  at_risk: { bg: "yellow.5", text: "dark.9", bar: "yellow.6" },
  done: { bg: "indigo.7", text: "white", bar: "indigo.6" },
  missed: { bg: "red.9", text: "white", bar: "red.7" },
};

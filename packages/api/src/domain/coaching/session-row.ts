import type { coachingSessions } from "@scalemsp/db";

/** A coaching session as stored; a leaf that the booking and the session views both read. */
export type SessionRow = typeof coachingSessions.$inferSelect;

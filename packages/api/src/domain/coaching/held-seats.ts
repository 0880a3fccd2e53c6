import { and, count, eq, groupSessionSeats, inArray, isNull, sql, type Database } from "@scalemsp/db";

/**
 * Seats in group occurrences (contract §10): a seat is held until its member leaves (`leftAt`);
 * a seat left stays as a row, for the allowance and the history.
 */
export const held = isNull(groupSessionSeats.leftAt);

/** The seats held in one occurrence (inside a booking's transaction, under its lock). */
export async function seatsTaken(db: Database, sessionId: number): Promise<number> {
  return db.$count(groupSessionSeats, and(eq(groupSessionSeats.sessionId, sessionId), held));
}

/** Per occurrence, the seats held and whether the viewer holds one: one read for any number. */
export async function heldSeats(
  db: Database,
  sessionIds: number[],
  viewerId: number,
): Promise<Map<number, { taken: number; mine: boolean }>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({
      sessionId: groupSessionSeats.sessionId,
      taken: count(),
      mine: sql<boolean>`bool_or(${groupSessionSeats.userId} = ${viewerId})`,
    })
    .from(groupSessionSeats)
    .where(and(inArray(groupSessionSeats.sessionId, sessionIds), held))
    .groupBy(groupSessionSeats.sessionId);
  return new Map(rows.map((row) => [row.sessionId, { taken: row.taken, mine: row.mine === true }]));
}

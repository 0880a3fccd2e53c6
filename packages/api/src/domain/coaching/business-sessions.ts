import type { SQL } from "drizzle-orm";
import { and, coachingSessions, eq, gt, ne, sql, type Database } from "@scalemsp/db";
import { enqueueSessionEmails } from "./session-emails";

/**
 * Contract §14 'a business deleted': its upcoming sessions are cancelled first, in the
 * deletion's transaction, with the cancellation e-mails and their CANCEL calendar files, so the
 * coach's calendar is cleared before the rows go with the business; the calendar's data version
 * moves with them, so the times are offered again at once.
 */
export async function cancelUpcomingSessions(tx: Database, which: SQL, now: Date): Promise<number> {
  const cancelled = await tx
    .update(coachingSessions)
    .set({
      status: "cancelled",
      cancelledAt: now,
      allowanceReturned: true,
      sequence: sql`${coachingSessions.sequence} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        which,
        ne(coachingSessions.kind, "group"),
        eq(coachingSessions.status, "booked"),
        gt(coachingSessions.startsAt, now),
      ),
    )
    .returning({ id: coachingSessions.id });
  for (const session of cancelled) await enqueueSessionEmails(tx, session.id, "cancelled", now);
  return cancelled.length;
}

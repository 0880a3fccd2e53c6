import { and, emailOutbox, eq, sql, type Database } from "@scalemsp/db";

type OutboxRow = typeof emailOutbox.$inferSelect;

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The row is still this claim's: no later claim has replaced its lease, and it is not settled. */
export const heldBy = (row: Pick<OutboxRow, "id" | "leaseId">) =>
  and(
    eq(emailOutbox.id, row.id),
    eq(emailOutbox.status, "queued"),
    row.leaseId ? eq(emailOutbox.leaseId, row.leaseId) : sql`false`,
  );

export interface MessageLease {
  /**
   * Extends the lease from now if this worker still holds it; false once another worker has
   * claimed the row since. One atomic UPDATE, so a lapsed lease nobody took is simply taken back.
   */
  renew: () => Promise<boolean>;
  /**
   * Whether this worker may hand the message to the transport now. Confirmed (claimed or
   * renewed) less than a third of the lease ago, it is held: no other worker may claim it
   * before the lease's end. Otherwise the database is asked, renewing it.
   */
  stillHeld: () => Promise<boolean>;
  /** Stops renewing (the message is sent or its failure recorded). */
  release: () => void;
}

/**
 * Holds a claimed row's lease while its message is rendered and sent: renewed every third of
 * the lease, so a slow mail server never lets it lapse while this process lives (decision 062).
 */
export function holdLease(
  db: Database,
  row: Pick<OutboxRow, "id" | "leaseId" | "nextAttemptAt">,
  leaseMs: number,
  now: () => Date,
): MessageLease {
  let heldUntil = row.nextAttemptAt.getTime();
  const renew = async () => {
    const until = now().getTime() + leaseMs;
    const renewed = await db
      .update(emailOutbox)
      .set({ nextAttemptAt: ts(new Date(until)) })
      .where(heldBy(row))
      .returning({ id: emailOutbox.id });
    if (renewed.length === 0) return false;
    heldUntil = until;
    return true;
  };
  const timer = setInterval(
    () => {
      // Lost to another claim: stop. A failed renewal (the database away for a moment) tries again.
      renew().then(
        (held) => held || clearInterval(timer),
        () => {},
      );
    },
    Math.max(1, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return {
    renew,
    stillHeld: async () => heldUntil - now().getTime() > (2 * leaseMs) / 3 || renew(),
    release: () => clearInterval(timer),
  };
}

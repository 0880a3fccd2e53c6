import { sql, type Database } from "@scalemsp/db";
import { COACHING_MESSAGES, COACHING_RULES } from "@scalemsp/validators";
import { TRPCError } from "@trpc/server";
import { RateLimitedError, serverBusy } from "../../errors";

/**
 * Contract §14 'booking under load': a booking waits on row locks while holding a database
 * connection, so one account must not fill a server's pool with waiting attempts.
 */

/** Attempts running on this server, per account. Each server guards its own pool. */
const running = new Map<number, number>();

/** Runs a booking attempt of the account, or refuses it (429) while it already has the most running. */
export async function asBookingAttempt<T>(accountId: number, attempt: () => Promise<T>): Promise<T> {
  const now = running.get(accountId) ?? 0;
  if (now >= COACHING_RULES.concurrentBookingsPerAccount) {
    throw new TRPCError({
      code: "TOO_MANY_REQUESTS",
      message: COACHING_MESSAGES.bookingInProgress,
      cause: new RateLimitedError(1, COACHING_MESSAGES.bookingInProgress),
    });
  }
  running.set(accountId, now + 1);
  try {
    return await attempt();
  } finally {
    const left = (running.get(accountId) ?? 1) - 1;
    if (left === 0) running.delete(accountId);
    else running.set(accountId, left);
  }
}

/** PostgreSQL's lock_not_available, as the driver throws it or drizzle wraps it. */
const isLockTimeout = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "55P03" || e?.cause?.code === "55P03";
};

/**
 * A transaction whose lock waits end after `COACHING_RULES.lockWaitSeconds`: past that the
 * answer is 503 with Retry-After, and the connection goes back to the pool.
 */
export async function withBoundedLockWait<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${COACHING_RULES.lockWaitSeconds}s'`));
      return work(tx);
    });
  } catch (error) {
    if (isLockTimeout(error)) throw serverBusy(COACHING_RULES.lockWaitSeconds);
    throw error;
  }
}

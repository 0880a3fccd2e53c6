import { eq, rateLimitCounters, sql, type Database } from "@scalemsp/db";
import { TRPCError } from "@trpc/server";
import { tooManyRequests } from "../errors";

export interface Limit {
  max: number;
  windowMs: number;
}

const retryAfter = (resetAt: Date, now: Date) =>
  Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));

/** Counts one hit on `key`, atomically, in a fixed window; throws 429 past `max` (with `message` when given). */
export async function consumeRateLimit(
  db: Database,
  key: string,
  limit: Limit,
  now: Date,
  message?: string,
): Promise<void> {
  const resetAt = new Date(now.getTime() + limit.windowMs);
  // Raw dates in sql`` go to the driver untyped; postgres.js needs them as ISO text.
  const nowTs = sql`${now.toISOString()}::timestamptz`;
  const resetTs = sql`${resetAt.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.resetAt} <= ${nowTs} then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${rateLimitCounters.resetAt} <= ${nowTs} then ${resetTs} else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning();
  if (row && row.count > limit.max) throw tooManyRequests(retryAfter(row.resetAt, now), message);
}

/**
 * Gives back one hit of `key` (a successful sign-in does not count, contract §3). The
 * hit was taken before the work, so parallel attempts can never all pass the check.
 */
export async function refundRateLimitHit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(eq(rateLimitCounters.key, key));
}

/** Counts one hit on `key` and answers whether it is within `max` (for limits that must not show). */
export async function withinRateLimit(db: Database, key: string, limit: Limit, now: Date): Promise<boolean> {
  try {
    await consumeRateLimit(db, key, limit, now);
    return true;
  } catch (error) {
    if (error instanceof TRPCError && error.code === "TOO_MANY_REQUESTS") return false;
    throw error;
  }
}

import { eq, rateLimitCounters, sql, type Database } from "@scalemsp/db";
import { tooManyRequests } from "../errors";

export interface Limit {
  max: number;
  windowMs: number;
}

const retryAfter = (resetAt: Date, now: Date) =>
  Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));

/** Counts one hit on `key`, atomically, in a fixed window; throws 429 past `max`. */
export async function consumeRateLimit(db: Database, key: string, limit: Limit, now: Date): Promise<void> {
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
  if (row && row.count > limit.max) throw tooManyRequests(retryAfter(row.resetAt, now));
}

/** Throws 429 when `key` has already used its window, without counting a hit. */
export async function assertUnderRateLimit(
  db: Database,
  key: string,
  limit: Limit,
  now: Date,
): Promise<void> {
  const [row] = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  if (row && row.resetAt > now && row.count >= limit.max) throw tooManyRequests(retryAfter(row.resetAt, now));
}

/** Counts one hit on `key` without refusing (the check comes before the next attempt). */
export async function recordRateLimitHit(db: Database, key: string, limit: Limit, now: Date): Promise<void> {
  try {
    await consumeRateLimit(db, key, { ...limit, max: Number.MAX_SAFE_INTEGER }, now);
  } catch {
    // never refuses: max is unbounded
  }
}

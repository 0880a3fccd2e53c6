import { emailOutbox, sql, type Database } from "@scalemsp/db";
import { OPERATIONS_MESSAGES, OUTBOX_UNWELL_AFTER_MS } from "@scalemsp/validators";

/** The outbox as an operator watches it (`/metrics`, `/api/ready`). */
export interface OutboxHealth {
  /** Waiting to be sent, those scheduled for later included. */
  queued: number;
  /** Queued again after a failed try. */
  failing: number;
  /** Given up after the last try; an admin may send them again. */
  failed: number;
  /** How long the oldest message that is due and was never tried has waited: the workers' lag. */
  oldestDueSeconds: number;
  /** How long ago the oldest failing message was queued. */
  oldestFailingSeconds: number;
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const queued = sql`${emailOutbox.status} = 'queued'`;
const failing = sql`${queued} and ${emailOutbox.lastError} is not null`;
const secondsSince = (now: Date, oldest: ReturnType<typeof sql>) =>
  sql<number>`coalesce(extract(epoch from ${ts(now)} - ${oldest}), 0)`.mapWith(Number);

/**
 * One statement over the queued and failed rows only (sent ones, nearly all of the table, are
 * not read): cheap enough for every scrape.
 */
export async function readOutboxHealth(db: Database, now: Date): Promise<OutboxHealth> {
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${queued})`.mapWith(Number),
      failing: sql<number>`count(*) filter (where ${failing})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed')`.mapWith(Number),
      oldestDueSeconds: secondsSince(
        now,
        sql`min(${emailOutbox.nextAttemptAt}) filter (where ${queued} and ${emailOutbox.attempts} = 0 and ${emailOutbox.nextAttemptAt} <= ${ts(now)})`,
      ),
      oldestFailingSeconds: secondsSince(now, sql`min(${emailOutbox.createdAt}) filter (where ${failing})`),
    })
    .from(emailOutbox)
    // Written out, not as parameters, so that the planner matches the partial index's condition.
    .where(sql`${emailOutbox.status} in ('queued', 'failed')`);
  return row!;
}

/**
 * What is wrong with the outbox, in words, or nothing: a due message waiting, or a failing one
 * queued, longer than `OUTBOX_UNWELL_AFTER_MS`. One failed try of a young message is the retry's
 * business; messages given up are the admin's (they stay until sent again).
 */
export function outboxProblems(health: OutboxHealth): string[] {
  const limit = OUTBOX_UNWELL_AFTER_MS / 1000;
  const minutes = (seconds: number) => Math.floor(seconds / 60);
  const problems: string[] = [];
  if (health.oldestDueSeconds > limit)
    problems.push(OPERATIONS_MESSAGES.outboxStalled(minutes(health.oldestDueSeconds)));
  if (health.failing > 0 && health.oldestFailingSeconds > limit)
    problems.push(OPERATIONS_MESSAGES.outboxFailing(health.failing, minutes(health.oldestFailingSeconds)));
  return problems;
}

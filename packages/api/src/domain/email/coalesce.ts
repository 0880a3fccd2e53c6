import { and, desc, emailOutbox, eq, ne, sql, type Database } from "@scalemsp/db";
import type { EmailMessage } from "@scalemsp/email";

type OutboxRow = typeof emailOutbox.$inferSelect;

export interface Coalescing {
  /** Notices of one key go at most once per `gapMs`. */
  key: string;
  gapMs: number;
  /** The open notice's message with the new change taken in. */
  merge: (open: Pick<OutboxRow, "kind" | "to" | "payload">, next: EmailMessage) => EmailMessage;
}

/** The key's notice still queued and untried: later changes go into it. */
const isOpen = (key: string) =>
  and(eq(emailOutbox.coalesceKey, key), eq(emailOutbox.status, "queued"), eq(emailOutbox.attempts, 0));

async function mergeIntoOpen(tx: Database, message: EmailMessage, c: Coalescing): Promise<boolean> {
  const [open] = await tx.select().from(emailOutbox).where(isOpen(c.key)).for("update");
  if (!open) return false;
  const merged = c.merge(open, message);
  await tx
    .update(emailOutbox)
    .set({ kind: merged.kind, payload: merged.data, subject: null })
    .where(eq(emailOutbox.id, open.id));
  return true;
}

/** When the key's last notice went (or is due, while still being tried); null if none has. */
async function lastNoticeAt(tx: Database, key: string): Promise<Date | null> {
  const [last] = await tx
    .select({ sentAt: emailOutbox.sentAt, due: emailOutbox.nextAttemptAt })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.coalesceKey, key), ne(emailOutbox.status, "failed")))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return last ? (last.sentAt ?? last.due) : null;
}

/**
 * Contract §14 'coach notifications': queues a notice that goes at most once per gap for its
 * key. A notice of the key still queued and untried takes the change in (`merge`); otherwise a
 * new one is queued, due a gap after the key's last. The partial unique index on open notices
 * keeps two transactions from opening one each: the loser merges into the winner's.
 */
export async function enqueueCoalesced(
  tx: Database,
  message: EmailMessage,
  c: Coalescing,
  now: Date,
): Promise<void> {
  if (await mergeIntoOpen(tx, message, c)) return;
  const last = await lastNoticeAt(tx, c.key);
  const due = last ? new Date(Math.max(now.getTime(), last.getTime() + c.gapMs)) : now;
  const inserted = await tx
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      to: "to" in message ? message.to : null,
      payload: message.data,
      coalesceKey: c.key,
      nextAttemptAt: due,
    })
    .onConflictDoNothing({
      target: emailOutbox.coalesceKey,
      where: sql`status = 'queued' and attempts = 0`,
    })
    .returning({ id: emailOutbox.id });
  if (inserted.length === 0) await mergeIntoOpen(tx, message, c);
}

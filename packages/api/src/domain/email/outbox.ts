import { emailOutbox, type Database } from "@scalemsp/db";
import type { EmailMessage } from "@scalemsp/email";

/** A message to queue; `sendAt`: not before this time (a reminder), by default at once. */
export type QueuedEmail = EmailMessage & { sendAt?: Date };

const rowOf = (message: QueuedEmail) => ({
  kind: message.kind,
  to: "to" in message ? message.to : null,
  payload: message.data,
  ...(message.sendAt ? { nextAttemptAt: message.sendAt } : {}),
});

/**
 * Queues a message in the outbox. Call it with the transaction of the change that causes the
 * message, so the message exists exactly when the change does; a worker sends it (contract §9).
 * The request never waits for a mail server.
 */
export async function enqueueEmail(
  tx: Database,
  message: EmailMessage,
  options: { sendAt?: Date } = {},
): Promise<{ id: number }> {
  const [row] = await tx
    .insert(emailOutbox)
    .values(rowOf({ ...message, sendAt: options.sendAt }))
    .returning({ id: emailOutbox.id });
  return row!;
}

/** Many messages in one statement per thousand (a newsletter issue's copies, a group's invitations). */
export async function enqueueEmails(tx: Database, messages: QueuedEmail[]): Promise<void> {
  for (let start = 0; start < messages.length; start += 1000) {
    await tx.insert(emailOutbox).values(messages.slice(start, start + 1000).map(rowOf));
  }
}

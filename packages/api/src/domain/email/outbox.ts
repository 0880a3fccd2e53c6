import { emailOutbox, type Database } from "@scalemsp/db";
import type { EmailMessage } from "@scalemsp/email";

/**
 * Queues a message in the outbox. Call it with the transaction of the change that causes the
 * message, so the message exists exactly when the change does; a worker sends it (contract §9).
 * The request never waits for a mail server.
 */
export async function enqueueEmail(
  tx: Database,
  message: EmailMessage,
  /** `sendAt`: not before this time (a reminder); by default at once. */
  options: { sendAt?: Date } = {},
): Promise<{ id: number }> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      to: "to" in message ? message.to : null,
      payload: message.data,
      ...(options.sendAt ? { nextAttemptAt: options.sendAt } : {}),
    })
    .returning({ id: emailOutbox.id });
  return row!;
}

/** Many messages of one kind in one statement (a newsletter issue's copies). */
export async function enqueueEmails(tx: Database, messages: EmailMessage[]): Promise<void> {
  for (let start = 0; start < messages.length; start += 1000) {
    const chunk = messages.slice(start, start + 1000);
    await tx
      .insert(emailOutbox)
      .values(chunk.map((m) => ({ kind: m.kind, to: "to" in m ? m.to : null, payload: m.data })));
  }
}

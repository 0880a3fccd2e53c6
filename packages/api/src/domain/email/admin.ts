import { desc, emailOutbox, eq, and, type Database } from "@scalemsp/db";
import {
  EMAIL_KINDS,
  emailTemplates,
  isEmailKind,
  renderEmail,
  subjectOf,
  type EmailData,
  type EmailEnv,
} from "@scalemsp/email";
import { EMAIL_MESSAGES, OUTBOX_LIST_MAX } from "@scalemsp/validators";
import type { Context } from "../../context";
import { badRequest, conflict, notFound } from "../../errors";
import { iso, isoOrNull } from "../serialize";
import { emailEnvOf } from "./env";
import { createRowRenderer } from "./render-row";

type OutboxRow = typeof emailOutbox.$inferSelect;

/** The brand and links the admin's views render with: those the next message would be sent with. */
export const adminEmailEnv = (ctx: Pick<Context, "db" | "brand" | "postalAddress" | "publicOrigin">) =>
  emailEnvOf(ctx.db, ctx.brand, ctx.postalAddress, ctx.publicOrigin);

function subjectOfRow(row: OutboxRow, env: EmailEnv): string {
  if (row.subject) return row.subject;
  if (!isEmailKind(row.kind)) return row.kind;
  try {
    return subjectOf(row.kind, row.payload as EmailData<typeof row.kind>, env);
  } catch {
    return row.kind;
  }
}

function toOutboxMessage(row: OutboxRow, env: EmailEnv) {
  return {
    id: row.id,
    to: row.to,
    subject: subjectOfRow(row, env),
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: iso(row.createdAt),
    sentAt: isoOrNull(row.sentAt),
    nextAttemptAt: row.status === "queued" ? iso(row.nextAttemptAt) : null,
  };
}

/** Contract §9: the latest 200 messages, newest first. */
export async function listOutbox(db: Database, env: EmailEnv) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(OUTBOX_LIST_MAX);
  return rows.map((row) => toOutboxMessage(row, env));
}

/**
 * A failed message goes back in the queue, due now, with a full set of tries. It stands alone:
 * no longer a notice later changes merge into (its key may have an open notice already).
 */
export async function retryOutboxMessage(db: Database, id: number, env: EmailEnv, now: Date) {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: "queued", attempts: 0, nextAttemptAt: now, coalesceKey: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
    .returning();
  if (row) return toOutboxMessage(row, env);
  const [existing] = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!existing) throw notFound(EMAIL_MESSAGES.messageNotFound);
  throw conflict(EMAIL_MESSAGES.retryOnlyFailed);
}

/** One message as its recipient reads it: how the Outbox shows mail when there is no MAIL_URL. */
export async function readOutboxMessage(db: Database, id: number, env: EmailEnv) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw notFound(EMAIL_MESSAGES.messageNotFound);
  if (!isEmailKind(row.kind)) throw badRequest(EMAIL_MESSAGES.unknownKind);
  const rendered = await createRowRenderer(db, env).render(row, row.kind);
  return { ...toOutboxMessage(row, env), html: rendered.html, text: rendered.text };
}

/** Every kind of message with its sample data, in today's brand: the admin's template previews. */
export async function emailPreviews(env: EmailEnv) {
  return Promise.all(
    EMAIL_KINDS.map(async (kind) => {
      const rendered = await renderEmail(kind, emailTemplates[kind].sample as never, env);
      return {
        kind,
        label: emailTemplates[kind].label,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
      };
    }),
  );
}

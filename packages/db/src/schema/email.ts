import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { emailStatusEnum } from "./enums";
import { tz } from "./columns";

/**
 * Contract §9's outbox: a message is a row, written in the transaction of the change that causes
 * it, and sent by the workers of the app processes. A worker claims a due row by moving its
 * `nextAttemptAt` past the time it needs to send (FOR UPDATE SKIP LOCKED, so one worker per
 * row); a worker that dies leaves the row due again once that time has passed.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    /** The stable part of the Message-ID, the same on every try. */
    uuid: uuid("uuid")
      .notNull()
      .default(sql`gen_random_uuid()`),
    kind: text("kind").notNull(),
    /** Null for the coach's messages until sent: NOTIFY_EMAIL then. */
    to: text("to"),
    /** The template's data (JSON); the message is rendered when it is sent. */
    payload: jsonb("payload").notNull(),
    /** Written when the message is first rendered. */
    subject: text("subject"),
    status: emailStatusEnum("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: tz("next_attempt_at").notNull().defaultNow(),
    createdAt: tz("created_at").notNull().defaultNow(),
    sentAt: tz("sent_at"),
    /** A newsletter issue's copy: the issue and the subscriber it goes to (null otherwise). */
    campaignId: integer("campaign_id"),
    subscriptionId: integer("subscription_id"),
  },
  (t) => [
    index("email_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
    index("email_outbox_created_idx").on(t.createdAt),
    // The rows an operator's scrape counts (docs/operations.md): never the sent ones, nearly all of the table.
    index("email_outbox_unsent_idx")
      .on(t.status)
      .where(sql`status in ('queued', 'failed')`),
    // One copy of an issue per subscriber, however often or by how many workers the issue is fanned out.
    uniqueIndex("email_outbox_campaign_copy_unique").on(t.campaignId, t.subscriptionId),
  ],
);

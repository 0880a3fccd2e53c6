import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { campaignStatusEnum } from "./enums";
import { timestamps, tz } from "./columns";

/**
 * Contract §9's newsletter issues. Sending one sets `scheduledAt`; once it is due, an outbox
 * worker queues one copy per active subscriber (`fannedOutAt` when all are queued), and the
 * issue is `sent` when none of its copies is still queued.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    subject: text("subject").notNull(),
    /** The address in the public archive: /newsletter/{slug}. */
    slug: text("slug").notNull(),
    /** Markdown, as the admin wrote it. */
    body: text("body").notNull(),
    status: campaignStatusEnum("status").notNull().default("draft"),
    scheduledAt: tz("scheduled_at"),
    fannedOutAt: tz("fanned_out_at"),
    sentAt: tz("sent_at"),
    /** How many copies were queued: the subscribers active when the issue went out. */
    recipients: integer("recipients"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("campaigns_slug_unique").on(t.slug),
    index("campaigns_due_idx")
      .on(t.scheduledAt)
      .where(sql`fanned_out_at is null and status in ('scheduled', 'sending')`),
  ],
);

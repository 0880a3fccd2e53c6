ALTER TABLE "email_outbox" ADD COLUMN "lease_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "coalesce_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_open_notice_unique" ON "email_outbox" USING btree ("coalesce_key") WHERE status = 'queued' and attempts = 0;--> statement-breakpoint
CREATE INDEX "email_outbox_coalesce_idx" ON "email_outbox" USING btree ("coalesce_key","id");
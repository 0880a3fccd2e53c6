ALTER TABLE "newsletter_subscriptions" ADD COLUMN "resubscribe_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "resubscribe_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_resubscribe_unique" ON "newsletter_subscriptions" USING btree ("resubscribe_token_hash");
CREATE TYPE "public"."campaign_status" AS ENUM('draft', 'scheduled', 'sending', 'sent');--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"slug" text NOT NULL,
	"body" text NOT NULL,
	"status" "campaign_status" DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"fanned_out_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"recipients" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_slug_unique" ON "campaigns" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "campaigns_due_idx" ON "campaigns" USING btree ("scheduled_at") WHERE fanned_out_at is null and status in ('scheduled', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_campaign_copy_unique" ON "email_outbox" USING btree ("campaign_id","subscription_id");
CREATE TYPE "public"."action_item_status" AS ENUM('open', 'done');--> statement-breakpoint
CREATE TABLE "action_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"title" text NOT NULL,
	"details" text,
	"due_date" text,
	"assignee_id" integer,
	"status" "action_item_status" DEFAULT 'open' NOT NULL,
	"session_id" integer,
	"created_by_id" integer,
	"done_at" timestamp with time zone,
	"done_by_id" integer,
	"due_reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_items_due_date_format" CHECK ("action_items"."due_date" is null or "action_items"."due_date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "check_in_reminders" (
	"business_id" integer NOT NULL,
	"week" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_reminders_business_id_week_pk" PRIMARY KEY("business_id","week")
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"week" text NOT NULL,
	"wins" text DEFAULT '' NOT NULL,
	"blockers" text DEFAULT '' NOT NULL,
	"focus" text DEFAULT '' NOT NULL,
	"confidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"author_id" integer,
	"comment" text,
	"commented_by_id" integer,
	"commented_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_week_format" CHECK ("check_ins"."week" ~ '^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$')
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"quarter" text NOT NULL,
	"title" text NOT NULL,
	"metric" text,
	"target" double precision NOT NULL,
	"baseline" double precision,
	"progress" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_quarter_format" CHECK ("goals"."quarter" ~ '^[0-9]{4}-Q[1-4]$'),
	CONSTRAINT "goals_progress_range" CHECK ("goals"."progress" is null or ("goals"."progress" between 0 and 100))
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "members_may_check_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_session_id_coaching_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."coaching_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_done_by_id_users_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_reminders" ADD CONSTRAINT "check_in_reminders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_commented_by_id_users_id_fk" FOREIGN KEY ("commented_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_items_business_status_idx" ON "action_items" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "action_items_session_idx" ON "action_items" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "action_items_open_due_idx" ON "action_items" USING btree ("due_date") WHERE "action_items"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_business_week_unique" ON "check_ins" USING btree ("business_id","week");--> statement-breakpoint
CREATE INDEX "check_ins_week_idx" ON "check_ins" USING btree ("week");--> statement-breakpoint
CREATE INDEX "goals_business_quarter_idx" ON "goals" USING btree ("business_id","quarter");
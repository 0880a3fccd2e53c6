CREATE TYPE "public"."assessment_area" AS ENUM('sales', 'service_delivery', 'finance', 'people', 'operations', 'leadership');--> statement-breakpoint
CREATE TYPE "public"."question_type" AS ENUM('single', 'multiple');--> statement-breakpoint
CREATE TABLE "lesson_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"passed" boolean,
	"areas" jsonb,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_question_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"text" text NOT NULL,
	"score" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"text" text NOT NULL,
	"type" "question_type" NOT NULL,
	"area" "assessment_area",
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecard_bands" (
	"figure" text PRIMARY KEY NOT NULL,
	"healthy_from" double precision NOT NULL,
	"top_quartile_from" double precision NOT NULL,
	"module_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scorecard_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"month" text NOT NULL,
	"revenue" bigint NOT NULL,
	"recurring_revenue" bigint,
	"gross_margin_pct" numeric(5, 2),
	"net_profit_pct" numeric(5, 2),
	"clients" integer,
	"endpoints" integer,
	"employees" integer,
	"technicians" integer,
	"tickets" integer,
	"csat_pct" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecard_entries_month_format" CHECK ("scorecard_entries"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "share_scorecard_with_team" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_attempts" ADD CONSTRAINT "lesson_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attempts" ADD CONSTRAINT "lesson_attempts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_question_options" ADD CONSTRAINT "lesson_question_options_question_id_lesson_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."lesson_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_questions" ADD CONSTRAINT "lesson_questions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_bands" ADD CONSTRAINT "scorecard_bands_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_entries" ADD CONSTRAINT "scorecard_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_attempts_user_lesson_idx" ON "lesson_attempts" USING btree ("user_id","lesson_id","created_at");--> statement-breakpoint
CREATE INDEX "lesson_question_options_question_idx" ON "lesson_question_options" USING btree ("question_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "lesson_questions_lesson_idx" ON "lesson_questions" USING btree ("lesson_id","sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecard_entries_business_month_unique" ON "scorecard_entries" USING btree ("business_id","month");--> statement-breakpoint
CREATE INDEX "scorecard_entries_month_idx" ON "scorecard_entries" USING btree ("month");
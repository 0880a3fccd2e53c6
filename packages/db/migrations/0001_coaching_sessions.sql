CREATE TYPE "public"."coaching_session_kind" AS ENUM('strategy', 'one_to_one', 'group');--> statement-breakpoint
CREATE TYPE "public"."coaching_session_status" AS ENUM('booked', 'cancelled', 'completed', 'no_show');--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_date_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coach_id" integer NOT NULL,
	"date" date NOT NULL,
	"ranges" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"meeting_url" text,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaching_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"kind" "coaching_session_kind" NOT NULL,
	"status" "coaching_session_status" DEFAULT 'booked' NOT NULL,
	"coach_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"title" text,
	"topic" text,
	"attendee_time_zone" text,
	"business_id" integer,
	"booked_by_id" integer,
	"consultation_request_id" integer,
	"capacity" integer,
	"coach_notes" text,
	"shared_notes" text,
	"allowance_returned" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_24h_sent_at" timestamp with time zone,
	"reminder_1h_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_session_seats" (
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "group_session_seats_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "plan_session_allowances" (
	"plan_level" "plan_level" PRIMARY KEY NOT NULL,
	"one_to_one_per_month" integer,
	"group_per_week" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_date_exceptions" ADD CONSTRAINT "coach_date_exceptions_coach_id_coach_profiles_user_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coach_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD CONSTRAINT "coach_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_booked_by_id_users_id_fk" FOREIGN KEY ("booked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_consultation_request_id_consultation_requests_id_fk" FOREIGN KEY ("consultation_request_id") REFERENCES "public"."consultation_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_session_seats" ADD CONSTRAINT "group_session_seats_session_id_coaching_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."coaching_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_session_seats" ADD CONSTRAINT "group_session_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_session_seats" ADD CONSTRAINT "group_session_seats_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_unique" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "coach_date_exceptions_coach_date_unique" ON "coach_date_exceptions" USING btree ("coach_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_sessions_uid_unique" ON "coaching_sessions" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "coaching_sessions_coach_starts_idx" ON "coaching_sessions" USING btree ("coach_id","starts_at");--> statement-breakpoint
CREATE INDEX "coaching_sessions_business_starts_idx" ON "coaching_sessions" USING btree ("business_id","starts_at");--> statement-breakpoint
CREATE INDEX "coaching_sessions_starts_idx" ON "coaching_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "coaching_sessions_consultation_idx" ON "coaching_sessions" USING btree ("consultation_request_id");--> statement-breakpoint
CREATE INDEX "group_session_seats_business_idx" ON "group_session_seats" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "group_session_seats_user_idx" ON "group_session_seats" USING btree ("user_id");
CREATE TABLE "strategy_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"coach_id" integer NOT NULL,
	"consultation_request_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"attendee_time_zone" text,
	"session_id" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "strategy_holds" ADD CONSTRAINT "strategy_holds_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_holds" ADD CONSTRAINT "strategy_holds_consultation_request_id_consultation_requests_id_fk" FOREIGN KEY ("consultation_request_id") REFERENCES "public"."consultation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategy_holds" ADD CONSTRAINT "strategy_holds_session_id_coaching_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."coaching_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "strategy_holds_token_unique" ON "strategy_holds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "strategy_holds_coach_starts_idx" ON "strategy_holds" USING btree ("coach_id","starts_at");--> statement-breakpoint
CREATE INDEX "strategy_holds_status_expires_idx" ON "strategy_holds" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "strategy_holds_consultation_idx" ON "strategy_holds" USING btree ("consultation_request_id");--> statement-breakpoint
CREATE TRIGGER "strategy_holds_version" AFTER INSERT OR UPDATE OR DELETE ON "strategy_holds" FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('calendar');

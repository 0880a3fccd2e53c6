ALTER TABLE "consultation_requests" ADD COLUMN "requested_plan" "plan_level";--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "business_id" integer;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "plan_applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;
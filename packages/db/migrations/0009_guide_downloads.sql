CREATE TABLE "guide_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"resource_id" integer,
	"resource_title" text NOT NULL,
	"newsletter_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guide_downloads" ADD CONSTRAINT "guide_downloads_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_downloads_created_idx" ON "guide_downloads" USING btree ("created_at");
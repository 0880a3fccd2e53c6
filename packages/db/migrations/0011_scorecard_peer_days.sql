CREATE TABLE "scorecard_peer_days" (
	"month" text NOT NULL,
	"day" text NOT NULL,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecard_peer_days_month_day_pk" PRIMARY KEY("month","day")
);

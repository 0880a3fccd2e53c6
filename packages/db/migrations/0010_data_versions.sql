CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name") VALUES ('resources'), ('calendar');
--> statement-breakpoint
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = TG_ARGV[0];
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "resources_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resources" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('resources');
--> statement-breakpoint
CREATE TRIGGER "resource_categories_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "resource_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('resources');
--> statement-breakpoint
CREATE TRIGGER "coaching_sessions_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "coaching_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('calendar');
--> statement-breakpoint
CREATE TRIGGER "coach_profiles_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "coach_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('calendar');
--> statement-breakpoint
CREATE TRIGGER "coach_date_exceptions_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "coach_date_exceptions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('calendar');
--> statement-breakpoint
CREATE TRIGGER "users_calendar_version" AFTER INSERT OR UPDATE OF "role", "is_active" OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('calendar');

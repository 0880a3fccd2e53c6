import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";
import { tz } from "./columns";

/**
 * Fixed-window counters for rate limits. Kept in the database so that every app
 * process behind one PostgreSQL shares the same counts.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: tz("reset_at").notNull(),
});

/** Brand settings the admin edits (product name, contact e-mail, phone); defaults come from config. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: tz("updated_at").notNull().defaultNow(),
});

/**
 * A version per kind of data that servers keep read copies of (the resource library, the
 * coaches' calendars). Triggers move a version with every statement that changes its tables,
 * so a copy kept by any app server is known to be current by one row's read.
 */
export const dataVersions = pgTable("data_versions", {
  name: text("name").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

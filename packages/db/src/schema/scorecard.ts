import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { timestamps, tz } from "./columns";
import { businesses } from "./accounts";
import { modules } from "./courses";

/** A percentage 0–100 with two decimals, read as a number. */
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: "number" });
/** Whole units of money: a month's revenue can pass the 32-bit limit. */
const money = (name: string) => bigint(name, { mode: "number" });

/** One business's figures for one month (contract §12, §13). */
export const scorecardEntries = pgTable(
  "scorecard_entries",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    /** `YYYY-MM`: compares and sorts as text. */
    month: text("month").notNull(),
    revenue: money("revenue").notNull(),
    recurringRevenue: money("recurring_revenue"),
    grossMarginPct: percent("gross_margin_pct"),
    netProfitPct: percent("net_profit_pct"),
    clients: integer("clients"),
    endpoints: integer("endpoints"),
    employees: integer("employees"),
    technicians: integer("technicians"),
    tickets: integer("tickets"),
    csatPct: percent("csat_pct"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("scorecard_entries_business_month_unique").on(t.businessId, t.month),
    // Peer percentiles read every business's entry of one month.
    index("scorecard_entries_month_idx").on(t.month),
    check("scorecard_entries_month_format", sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * The admin's band thresholds and the course linked to each banded figure. A figure without
 * a row uses the shipped defaults (`DEFAULT_BAND_THRESHOLDS`).
 */
export const scorecardBands = pgTable("scorecard_bands", {
  figure: text("figure").primaryKey(),
  healthyFrom: doublePrecision("healthy_from").notNull(),
  topQuartileFrom: doublePrecision("top_quartile_from").notNull(),
  moduleId: integer("module_id").references(() => modules.id, { onDelete: "set null" }),
  updatedAt: tz("updated_at").notNull().defaultNow(),
});

/**
 * Contract §14 'peer comparison': each business's banded figures for a month as they stood when
 * the comparison was first read on a UTC day, and whether the business was on a paid plan then.
 * Every read that day, on any server, compares against this one row.
 */
export const scorecardPeerDays = pgTable(
  "scorecard_peer_days",
  {
    month: text("month").notNull(),
    /** The UTC day, `YYYY-MM-DD`. */
    day: text("day").notNull(),
    figures: jsonb("figures")
      .$type<Record<string, { paid: boolean; values: Record<string, number | null> }>>()
      .notNull(),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.month, table.day] })],
);

import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { actionItemStatusEnum } from "./enums";
import { timestamps, tz } from "./columns";
import { businesses, users } from "./accounts";
import { coachingSessions } from "./coaching";

/**
 * Contract §15 'goals': a business's goal for one calendar quarter. With a `metric` the
 * scorecard gives its progress (from `baseline`, the month before the quarter, to `target`);
 * without one `progress` is the owner's own figure. The status is worked out on reading.
 */
export const goals = pgTable(
  "goals",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    /** `2027-Q1`: compares and sorts as text. */
    quarter: text("quarter").notNull(),
    title: text("title").notNull(),
    /** A scorecard figure (`GOAL_METRICS`), or null for a goal set by hand. */
    metric: text("metric"),
    target: doublePrecision("target").notNull(),
    baseline: doublePrecision("baseline"),
    /** 0–100, set by hand; only for a goal without a metric. */
    progress: integer("progress"),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("goals_business_quarter_idx").on(t.businessId, t.quarter),
    check("goals_quarter_format", sql`${t.quarter} ~ '^[0-9]{4}-Q[1-4]$'`),
    check("goals_progress_range", sql`${t.progress} is null or (${t.progress} between 0 and 100)`),
  ],
);

/**
 * Contract §15 'weekly check-in': one per business and ISO week (the coach's zone), replaced
 * while the week lasts. `confidence` maps a goal's id to 1–5.
 */
export const checkIns = pgTable(
  "check_ins",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    /** `2027-W05`. */
    week: text("week").notNull(),
    wins: text("wins").notNull().default(""),
    blockers: text("blockers").notNull().default(""),
    focus: text("focus").notNull().default(""),
    confidence: jsonb("confidence").$type<Record<string, number>>().notNull().default({}),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The coach's comment, which the business sees and is told of by e-mail. */
    comment: text("comment"),
    commentedById: integer("commented_by_id").references(() => users.id, { onDelete: "set null" }),
    commentedAt: tz("commented_at"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("check_ins_business_week_unique").on(t.businessId, t.week),
    index("check_ins_week_idx").on(t.week),
    check("check_ins_week_format", sql`${t.week} ~ '^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$'`),
  ],
);

/** The weekly reminder sent to a business's owner: at most one per business and week. */
export const checkInReminders = pgTable(
  "check_in_reminders",
  {
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    week: text("week").notNull(),
    sentAt: tz("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.week] })],
);

/** Contract §15 'action items': a business's to-do, from a session, the coach, the owner or a member. */
export const actionItems = pgTable(
  "action_items",
  {
    id: serial("id").primaryKey(),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    details: text("details"),
    /** `YYYY-MM-DD`, a calendar date: overdue once open past it. */
    dueDate: text("due_date"),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    status: actionItemStatusEnum("status").notNull().default("open"),
    sessionId: integer("session_id").references(() => coachingSessions.id, { onDelete: "set null" }),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    doneAt: tz("done_at"),
    doneById: integer("done_by_id").references(() => users.id, { onDelete: "set null" }),
    /** Set when the due-date e-mail went to the assignee: once per due date. */
    dueReminderSentAt: tz("due_reminder_sent_at"),
    ...timestamps,
  },
  (t) => [
    index("action_items_business_status_idx").on(t.businessId, t.status),
    index("action_items_session_idx").on(t.sessionId),
    index("action_items_open_due_idx")
      .on(t.dueDate)
      .where(sql`${t.status} = 'open'`),
    check(
      "action_items_due_date_format",
      sql`${t.dueDate} is null or ${t.dueDate} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`,
    ),
  ],
);

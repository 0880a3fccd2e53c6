import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { DEFAULT_COACH_TIME_ZONE, type TimeRange, type WeeklyRange } from "@scalemsp/validators";
import { planLevelEnum, sessionKindEnum, sessionStatusEnum } from "./enums";
import { timestamps, tz } from "./columns";
import { businesses, users } from "./accounts";
import { consultationRequests } from "./leads";

/** Contract §10: an admin with a profile is a coach. Weekly hours are wall-clock times in `timeZone`. */
export const coachProfiles = pgTable("coach_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  displayName: text("display_name").notNull(),
  bio: text("bio").notNull().default(""),
  photoUrl: text("photo_url"),
  meetingUrl: text("meeting_url"),
  timeZone: text("time_zone").notNull().default(DEFAULT_COACH_TIME_ZONE),
  weeklyHours: jsonb("weekly_hours").$type<WeeklyRange[]>().notNull(),
  ...timestamps,
});

/** A date whose hours differ from the week's: no ranges is a day off. */
export const coachDateExceptions = pgTable(
  "coach_date_exceptions",
  {
    id: serial("id").primaryKey(),
    coachId: integer("coach_id")
      .notNull()
      .references(() => coachProfiles.userId, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    ranges: jsonb("ranges").$type<TimeRange[]>().notNull(),
  },
  (t) => [uniqueIndex("coach_date_exceptions_coach_date_unique").on(t.coachId, t.date)],
);

/**
 * Every kind of session (contract §10): a visitor's free strategy session (linked to its
 * consultation request), a member's one-to-one, or a group occurrence with its seats.
 */
export const coachingSessions = pgTable(
  "coaching_sessions",
  {
    id: serial("id").primaryKey(),
    /** The iCalendar UID, fixed for the session's life. */
    uid: text("uid").notNull(),
    kind: sessionKindEnum("kind").notNull(),
    status: sessionStatusEnum("status").notNull().default("booked"),
    coachId: integer("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: tz("starts_at").notNull(),
    endsAt: tz("ends_at").notNull(),
    /** A group occurrence's title; the others take theirs from their kind. */
    title: text("title"),
    topic: text("topic"),
    /** The zone the booker's browser was in: e-mails to them show times there. */
    attendeeTimeZone: text("attendee_time_zone"),
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "cascade" }),
    bookedById: integer("booked_by_id").references(() => users.id, { onDelete: "set null" }),
    consultationRequestId: integer("consultation_request_id").references(() => consultationRequests.id, {
      onDelete: "set null",
    }),
    capacity: integer("capacity"),
    /** The coach's own notes, never shown to the member. */
    coachNotes: text("coach_notes"),
    /** Shown to the member with the past session. */
    sharedNotes: text("shared_notes"),
    /** Set by a cancellation 24 hours or more ahead: the session no longer counts against the allowance. */
    allowanceReturned: boolean("allowance_returned").notNull().default(false),
    cancelledAt: tz("cancelled_at"),
    cancelReason: text("cancel_reason"),
    /** iCalendar SEQUENCE: grows with each change the attendees are told of. */
    sequence: integer("sequence").notNull().default(0),
    reminder24hSentAt: tz("reminder_24h_sent_at"),
    reminder1hSentAt: tz("reminder_1h_sent_at"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("coaching_sessions_uid_unique").on(t.uid),
    index("coaching_sessions_coach_starts_idx").on(t.coachId, t.startsAt),
    index("coaching_sessions_business_starts_idx").on(t.businessId, t.startsAt),
    index("coaching_sessions_starts_idx").on(t.startsAt),
    index("coaching_sessions_consultation_idx").on(t.consultationRequestId),
  ],
);

/**
 * A member's seat in a group occurrence. Leaving 24 hours or more ahead deletes the seat;
 * leaving later keeps it with `leftAt`, and it still counts against the week's allowance.
 */
export const groupSessionSeats = pgTable(
  "group_session_seats",
  {
    sessionId: integer("session_id")
      .notNull()
      .references(() => coachingSessions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    businessId: integer("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    joinedAt: tz("joined_at").notNull().defaultNow(),
    leftAt: tz("left_at"),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.userId] }),
    index("group_session_seats_business_idx").on(t.businessId),
    index("group_session_seats_user_idx").on(t.userId),
  ],
);

/**
 * The admin's session allowances per plan; a plan without a row keeps the contract's
 * defaults. `null` is unlimited.
 */
export const planSessionAllowances = pgTable("plan_session_allowances", {
  planLevel: planLevelEnum("plan_level").primaryKey(),
  oneToOnePerMonth: integer("one_to_one_per_month"),
  groupPerWeek: integer("group_per_week"),
  updatedAt: tz("updated_at").notNull().defaultNow(),
});

/** The secret of a user's calendar feed, in its URL; a reset replaces it. */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_unique").on(t.token)],
);

/**
 * Contract §14 'free strategy session': a time a visitor asked for from the public site, held
 * until they follow the e-mailed link (then a session is booked) or the hold lapses. A pending
 * hold counts as the coach's busy time; a lapsed one keeps its lead and frees the time.
 */
export const strategyHolds = pgTable(
  "strategy_holds",
  {
    id: serial("id").primaryKey(),
    coachId: integer("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    consultationRequestId: integer("consultation_request_id")
      .notNull()
      .references(() => consultationRequests.id, { onDelete: "cascade" }),
    status: text("status").$type<"pending" | "confirmed" | "lapsed">().notNull().default("pending"),
    startsAt: tz("starts_at").notNull(),
    endsAt: tz("ends_at").notNull(),
    /** Until when the time is held; later a pending hold lapses. */
    expiresAt: tz("expires_at").notNull(),
    /** The SHA-256 of the confirmation link's token; the token itself is only in the e-mail. */
    tokenHash: text("token_hash").notNull(),
    attendeeTimeZone: text("attendee_time_zone"),
    sessionId: integer("session_id").references(() => coachingSessions.id, { onDelete: "set null" }),
    confirmedAt: tz("confirmed_at"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("strategy_holds_token_unique").on(t.tokenHash),
    index("strategy_holds_coach_starts_idx").on(t.coachId, t.startsAt),
    index("strategy_holds_status_expires_idx").on(t.status, t.expiresAt),
    index("strategy_holds_consultation_idx").on(t.consultationRequestId),
  ],
);

import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { consultationStatusEnum, newsletterStatusEnum, planLevelEnum } from "./enums";
import { businesses } from "./accounts";
import { resources } from "./resources";
import { timestamps, tz } from "./columns";

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    status: newsletterStatusEnum("status").notNull().default("active"),
    /** Random, shown only in the subscriber's own unsubscribe link. */
    unsubscribeToken: text("unsubscribe_token").notNull(),
    unsubscribedAt: tz("unsubscribed_at"),
    /**
     * Contract §14: an unsubscribed address comes back only through a one-time link e-mailed to
     * it; the hash of the newest link and when it lapses (null when none is waiting).
     */
    resubscribeTokenHash: text("resubscribe_token_hash"),
    resubscribeExpiresAt: tz("resubscribe_expires_at"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_unique").on(t.email),
    uniqueIndex("newsletter_subscriptions_token_unique").on(t.unsubscribeToken),
    uniqueIndex("newsletter_subscriptions_resubscribe_unique").on(t.resubscribeTokenHash),
  ],
);

export const consultationRequests = pgTable(
  "consultation_requests",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    employees: text("employees"),
    message: text("message"),
    status: consultationStatusEnum("status").notNull().default("new"),
    note: text("note"),
    /** An upgrade request from a signed-in owner ('Request this plan'): the plan and the business. */
    requestedPlan: planLevelEnum("requested_plan"),
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "set null" }),
    /** When the coach applied the requested plan to the business. */
    planAppliedAt: tz("plan_applied_at"),
    ...timestamps,
  },
  (t) => [index("consultation_requests_created_idx").on(t.createdAt)],
);

/**
 * Contract §13 'public guides': a visitor who gave an e-mail for a free guide while the
 * coach's e-mail gate is on. A lead of its own kind; the newsletter gets the address only
 * when the visitor ticked the consent box (`newsletterConsent`).
 */
export const guideDownloads = pgTable(
  "guide_downloads",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    resourceId: integer("resource_id").references(() => resources.id, { onDelete: "set null" }),
    /** The guide's title when it was downloaded, kept when the resource is deleted. */
    resourceTitle: text("resource_title").notNull(),
    newsletterConsent: boolean("newsletter_consent").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("guide_downloads_created_idx").on(t.createdAt)],
);

import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { consultationStatusEnum, newsletterStatusEnum, planLevelEnum } from "./enums";
import { businesses } from "./accounts";
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_unique").on(t.email),
    uniqueIndex("newsletter_subscriptions_token_unique").on(t.unsubscribeToken),
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

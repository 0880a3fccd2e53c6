import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { businesses, users } from "./accounts";
import { tz } from "./columns";

/** One changed field: its value before and after, as the admin API shows them. */
export type AuditChange = { from: unknown; to: unknown };

/**
 * What an admin changed (contract §13 audit): plan and status of a business, role and status of
 * a user, a module subscription. Written in the transaction of the change, so a change is never
 * without its record. The record of a business or user goes with them when the owner deletes the
 * business (contract §13 owners leave): nothing of it stays.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: serial("id").primaryKey(),
    /** The admin; null once that account is gone, while `actorEmail` still names them. */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** One of `AUDIT_ACTIONS` (packages/validators/src/operations.ts). */
    action: text("action").notNull(),
    businessId: integer("business_id").references(() => businesses.id, { onDelete: "cascade" }),
    /** The user changed, for `user.updated`; the new owner, for `business.owner_transferred`. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id"),
    /** `{field: {from, to}}` of every audited field that changed. */
    changes: jsonb("changes").$type<Record<string, AuditChange>>().notNull(),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [index("audit_events_business_idx").on(t.businessId, t.id)],
);

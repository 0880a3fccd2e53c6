import { asc, businesses, eq, moduleSubscriptions, modules, type Database } from "@scalemsp/db";
import {
  MESSAGES,
  subscriptionWindowIssue,
  type adminSubscriptionCreateInput,
  type adminSubscriptionUpdateInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest, notFound } from "../../errors";
import { toAdminSubscription } from "./serialize";
import { changesOf } from "./shared";

type CreateData = z.output<typeof adminSubscriptionCreateInput>;
type UpdateData = z.output<typeof adminSubscriptionUpdateInput>;

function subscriptionsQuery(db: Database) {
  return db
    .select({ subscription: moduleSubscriptions, moduleTitle: modules.title })
    .from(moduleSubscriptions)
    .innerJoin(modules, eq(modules.id, moduleSubscriptions.moduleId))
    .$dynamic();
}

/** A business's subscriptions with their module's title, oldest first. */
export async function listSubscriptionsOf(db: Database, businessId: number) {
  const rows = await subscriptionsQuery(db)
    .where(eq(moduleSubscriptions.businessId, businessId))
    .orderBy(asc(moduleSubscriptions.id));
  return rows.map((row) => toAdminSubscription(row.subscription, row.moduleTitle));
}

/** GET /api/admin/businesses/{id}/subscriptions; 404 for an unknown business. */
export async function listBusinessSubscriptions(db: Database, businessId: number) {
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!business) throw notFound(MESSAGES.businessNotFound);
  return listSubscriptionsOf(db, businessId);
}

async function findSubscription(db: Database, id: number) {
  const [row] = await subscriptionsQuery(db).where(eq(moduleSubscriptions.id, id));
  if (!row) throw notFound(MESSAGES.subscriptionNotFound);
  return toAdminSubscription(row.subscription, row.moduleTitle);
}

/**
 * `input.id` is the business's (the path `/api/admin/businesses/{id}/subscriptions`).
 * A business or module that does not exist is the form's "select both" error (spec §5).
 */
export async function createSubscription(db: Database, input: CreateData, now: Date) {
  const [[business], [module]] = await Promise.all([
    db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, input.id)),
    db.select({ id: modules.id }).from(modules).where(eq(modules.id, input.moduleId)),
  ]);
  // Contract §2: an unknown id in the path is a missing resource, not a bad body.
  if (!business) throw notFound(MESSAGES.businessNotFound);
  if (!module) throw badRequest(MESSAGES.selectBusinessAndModule, "moduleId");
  const accessStartDate = input.accessStartDate ?? now;
  const accessEndDate = input.accessEndDate ?? null;
  const issue = subscriptionWindowIssue(accessStartDate, accessEndDate);
  if (issue) throw badRequest(issue, "accessEndDate");
  const [row] = await db
    .insert(moduleSubscriptions)
    .values({
      businessId: business.id,
      moduleId: module.id,
      isActive: input.isActive,
      accessStartDate,
      accessEndDate,
    })
    .returning({ id: moduleSubscriptions.id });
  return findSubscription(db, row!.id);
}

/** Status and access window; the end must still come after the start once changed. */
export async function updateSubscription(db: Database, input: UpdateData) {
  const { id, ...patch } = input;
  const changes = changesOf(patch);
  const [current] = await db.select().from(moduleSubscriptions).where(eq(moduleSubscriptions.id, id));
  if (!current) throw notFound(MESSAGES.subscriptionNotFound);
  const issue = subscriptionWindowIssue(
    changes.accessStartDate ?? current.accessStartDate,
    changes.accessEndDate !== undefined ? changes.accessEndDate : current.accessEndDate,
  );
  if (issue) throw badRequest(issue, "accessEndDate");
  await db.update(moduleSubscriptions).set(changes).where(eq(moduleSubscriptions.id, id));
  return findSubscription(db, id);
}

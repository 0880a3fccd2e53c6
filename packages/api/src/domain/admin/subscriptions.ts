import { asc, businesses, eq, moduleSubscriptions, modules, type Database } from "@scalemsp/db";
import {
  MESSAGES,
  subscriptionWindowIssue,
  type adminSubscriptionCreateInput,
  type adminSubscriptionUpdateInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest, notFound } from "../../errors";
import { auditedChanges, recordAudit, type AuditActor } from "../audit/record";
import { toAdminSubscription } from "./serialize";
import { changesOf } from "../shared/changes";
import { AUDITED_SUBSCRIPTION_FIELDS } from "../shared/plan-courses";

export { enrolInPlanCourses } from "../shared/plan-courses";

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

/** Contract §13 audit: every field of a subscription an admin sets. */

/**
 * `input.id` is the business's (the path `/api/admin/businesses/{id}/subscriptions`).
 * A business or module that does not exist is the form's "select both" error (spec §5).
 */
export async function createSubscription(db: Database, actor: AuditActor, input: CreateData, now: Date) {
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
  const id = await db.transaction(async (tx) => {
    const values = { moduleId: module.id, isActive: input.isActive, accessStartDate, accessEndDate };
    const [row] = await tx
      .insert(moduleSubscriptions)
      .values({ businessId: business.id, ...values })
      .returning({ id: moduleSubscriptions.id });
    await recordAudit(
      tx,
      actor,
      {
        action: "subscription.created",
        businessId: business.id,
        subscriptionId: row!.id,
        changes: auditedChanges(null, values, AUDITED_SUBSCRIPTION_FIELDS),
      },
      now,
    );
    return row!.id;
  });
  return findSubscription(db, id);
}

/** Status and access window; the end must still come after the start once changed. */
export async function updateSubscription(db: Database, actor: AuditActor, input: UpdateData, now: Date) {
  const { id, ...patch } = input;
  const changes = changesOf(patch);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(moduleSubscriptions)
      .where(eq(moduleSubscriptions.id, id))
      .for("update");
    if (!current) throw notFound(MESSAGES.subscriptionNotFound);
    const issue = subscriptionWindowIssue(
      changes.accessStartDate ?? current.accessStartDate,
      changes.accessEndDate !== undefined ? changes.accessEndDate : current.accessEndDate,
    );
    if (issue) throw badRequest(issue, "accessEndDate");
    await tx.update(moduleSubscriptions).set(changes).where(eq(moduleSubscriptions.id, id));
    await recordAudit(
      tx,
      actor,
      {
        action: "subscription.updated",
        businessId: current.businessId,
        subscriptionId: id,
        changes: auditedChanges(current, changes, AUDITED_SUBSCRIPTION_FIELDS),
      },
      now,
    );
  });
  return findSubscription(db, id);
}

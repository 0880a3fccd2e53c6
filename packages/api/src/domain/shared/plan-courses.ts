import { and, asc, eq, inArray, moduleSubscriptions, modules, type Database } from "@scalemsp/db";
import { courseLevelsOf, isSubscriptionCurrent, type PlanLevel } from "@scalemsp/validators";
import { auditedChanges, recordAudit, type AuditActor } from "../audit/record";

/** A course subscription's audited fields (contract §13 audit). */
export const AUDITED_SUBSCRIPTION_FIELDS = [
  "moduleId",
  "isActive",
  "accessStartDate",
  "accessEndDate",
] as const;

/**
 * Decision 077: enrols a business in every active course its plan opens (its level and
 * below; a free course needs no subscription) that it has no current subscription to, each
 * open-ended from now, audited as the one who changed the plan (the admin, or the owner whose
 * payment did, contract §16). Answers how many it enrolled.
 */
export async function enrolInPlanCourses(
  tx: Database,
  actor: AuditActor,
  businessId: number,
  plan: PlanLevel,
  now: Date,
): Promise<number> {
  const levels = courseLevelsOf(plan).filter((level) => level !== "free");
  if (levels.length === 0) return 0;
  const [courses, held] = await Promise.all([
    tx
      .select({ id: modules.id })
      .from(modules)
      .where(and(eq(modules.isActive, true), inArray(modules.requiredPlanLevel, levels)))
      .orderBy(asc(modules.sortOrder), asc(modules.id)),
    tx.select().from(moduleSubscriptions).where(eq(moduleSubscriptions.businessId, businessId)),
  ]);
  const current = new Set(held.filter((s) => isSubscriptionCurrent(s, now)).map((s) => s.moduleId));
  const missing = courses.filter((course) => !current.has(course.id));
  if (missing.length === 0) return 0;
  const values = missing.map((course) => ({
    businessId,
    moduleId: course.id,
    isActive: true,
    accessStartDate: now,
    accessEndDate: null,
  }));
  const rows = await tx.insert(moduleSubscriptions).values(values).returning({ id: moduleSubscriptions.id });
  for (const [i, row] of rows.entries()) {
    const { moduleId, isActive, accessStartDate, accessEndDate } = values[i]!;
    await recordAudit(
      tx,
      actor,
      {
        action: "subscription.created",
        businessId,
        subscriptionId: row.id,
        changes: auditedChanges(
          null,
          { moduleId, isActive, accessStartDate, accessEndDate },
          AUDITED_SUBSCRIPTION_FIELDS,
        ),
      },
      now,
    );
  }
  return rows.length;
}

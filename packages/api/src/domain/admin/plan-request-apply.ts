import { and, businesses, consultationRequests, eq, isNull, type Database } from "@scalemsp/db";
import { LEAD_MESSAGES, PLAN_MESSAGES, type applyPlanRequestInput } from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest, conflict, notFound } from "../../errors";
import { auditedChanges, recordAudit, type AuditActor } from "../audit/record";
import { readAdminConsultation } from "../leads";
import { enrolInPlanCourses } from "./subscriptions";

/**
 * The coach's one click: the business moves to the requested plan (from its members' next
 * request, as any plan change) and the lead is closed with the time it was applied. Asked to,
 * it enrols the business in the plan's courses in the same transaction (decision 077), and
 * answers how many.
 */
export async function applyPlanRequest(
  db: Database,
  actor: AuditActor,
  input: z.output<typeof applyPlanRequestInput>,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, input.id))
      .for("update");
    if (!lead) throw notFound(LEAD_MESSAGES.consultationNotFound);
    if (!lead.requestedPlan) throw badRequest(PLAN_MESSAGES.notAPlanRequest);
    if (lead.planAppliedAt) throw conflict(PLAN_MESSAGES.alreadyApplied);
    if (lead.businessId === null) throw badRequest(PLAN_MESSAGES.businessGone);
    const [before] = await tx
      .select({ planLevel: businesses.planLevel })
      .from(businesses)
      .where(eq(businesses.id, lead.businessId))
      .for("update");
    if (!before) throw badRequest(PLAN_MESSAGES.businessGone);
    const businessId = lead.businessId;
    const change = { planLevel: lead.requestedPlan };
    await tx
      .update(businesses)
      .set({ ...change, updatedAt: now })
      .where(eq(businesses.id, businessId));
    // Contract §13 audit: a plan change made from a lead is an admin's plan change too.
    await recordAudit(
      tx,
      actor,
      {
        action: "business.updated",
        businessId: lead.businessId,
        changes: auditedChanges(before, change, ["planLevel"]),
      },
      now,
    );
    const enrolledCourses = input.enrolInPlanCourses
      ? await enrolInPlanCourses(tx, actor, businessId, lead.requestedPlan, now)
      : 0;
    const [saved] = await tx
      .update(consultationRequests)
      .set({ planAppliedAt: now, status: "closed", updatedAt: now })
      .where(and(eq(consultationRequests.id, lead.id), isNull(consultationRequests.planAppliedAt)))
      .returning({ id: consultationRequests.id });
    return { ...(await readAdminConsultation(tx, saved!.id, now)), enrolledCourses };
  });
}

import { and, businesses, consultationRequests, eq, isNull, type Database } from "@scalemsp/db";
import {
  LEAD_MESSAGES,
  PLAN_MESSAGES,
  RATE_LIMITS,
  type applyPlanRequestInput,
  type planRequestInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import type { SessionUser } from "../context";
import { badRequest, conflict, forbidden, notFound } from "../errors";
import { auditedChanges, recordAudit, type AuditActor } from "./audit/record";
import { enqueueEmail } from "./email";
import { readAdminConsultation } from "./leads";
import { readPlanNames } from "./plans";
import { consumeRateLimit } from "./rate-limit";

/**
 * 'Request this plan' (contract §13 'plans'): a signed-in owner's upgrade request is a lead
 * the coach sees among the others, with the plan and the business, and applies in one click.
 */

export async function requestPlan(
  db: Database,
  user: SessionUser,
  input: z.output<typeof planRequestInput>,
  now: Date,
) {
  if (!user.business || !user.businessId) throw forbidden(PLAN_MESSAGES.requestNeedsBusiness);
  await consumeRateLimit(db, `plan-request:user:${user.id}`, RATE_LIMITS.contactPerClient, now);
  const names = await readPlanNames(db);
  const current = user.business.planLevel;
  if (current === input.plan) throw badRequest(PLAN_MESSAGES.alreadyOnPlan(names[current]), "plan");
  const [business] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, user.businessId));
  if (!business) throw forbidden(PLAN_MESSAGES.requestNeedsBusiness);

  const summary = PLAN_MESSAGES.requestedMessage(names[input.plan], names[current]);
  await db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(consultationRequests)
      .values({
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        company: business.name,
        message: input.message ? `${summary}\n\n${input.message}` : summary,
        status: "new",
        requestedPlan: input.plan,
        businessId: user.businessId,
      })
      .returning({ id: consultationRequests.id });
    await enqueueEmail(tx, {
      kind: "plan-request",
      data: {
        consultationId: lead!.id,
        name: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email,
        company: business.name,
        requestedPlan: names[input.plan],
        currentPlan: names[current],
        message: input.message,
      },
    });
  });
  return { message: PLAN_MESSAGES.requestSent(names[input.plan]) };
}

/**
 * The coach's one click: the business moves to the requested plan (from its members' next
 * request, as any plan change) and the lead is closed with the time it was applied.
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
    const change = { planLevel: lead.requestedPlan };
    await tx
      .update(businesses)
      .set({ ...change, updatedAt: now })
      .where(eq(businesses.id, lead.businessId));
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
    const [saved] = await tx
      .update(consultationRequests)
      .set({ planAppliedAt: now, status: "closed", updatedAt: now })
      .where(and(eq(consultationRequests.id, lead.id), isNull(consultationRequests.planAppliedAt)))
      .returning({ id: consultationRequests.id });
    return readAdminConsultation(tx, saved!.id, now);
  });
}

import { businesses, consultationRequests, eq, type Database } from "@scalemsp/db";
import { PLAN_MESSAGES, RATE_LIMITS, type planRequestInput } from "@scalemsp/validators";
import type { z } from "zod";
import type { SessionUser } from "../context";
import { badRequest, forbidden } from "../errors";
import { enqueueEmail } from "./email";
import { readPlanNames } from "./plans";
import { consumeRateLimit } from "./rate-limit";

/**
 * 'Request this plan' (contract §13 'plans'): a signed-in owner's upgrade request is a lead
 * the coach sees among the others, with the plan and the business, and applies in one click
 * (`admin/plan-request-apply.ts`).
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

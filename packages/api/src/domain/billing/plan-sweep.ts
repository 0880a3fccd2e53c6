import {
  and,
  billingSubscriptions,
  businessBilling,
  businesses,
  eq,
  isNull,
  lte,
  ne,
  or,
  type Database,
} from "@scalemsp/db";
import { readBillingSettings } from "./plan-prices";
import { settleBusinessPlan } from "./settle-plan";

/**
 * Contract §16's deadlines that no event marks: a grace period that ran out, and a subscription
 * cancelled at its period's end that has reached it before Stripe's event. The outbox worker
 * runs it on its tick; settling is idempotent under the business's row lock, so several
 * servers may run it at once. Answers how many businesses it looked at.
 */
export async function sweepBillingDeadlines(db: Database, now: Date): Promise<number> {
  const due = await db
    .selectDistinct({ businessId: businessBilling.businessId })
    .from(businessBilling)
    .leftJoin(billingSubscriptions, eq(billingSubscriptions.businessId, businessBilling.businessId))
    .innerJoin(
      businesses,
      and(eq(businesses.id, businessBilling.businessId), ne(businesses.planLevel, "free")),
    )
    .where(
      and(
        eq(businessBilling.planSource, "subscription"),
        or(
          lte(businessBilling.graceUntil, now),
          and(
            eq(billingSubscriptions.cancelAtPeriodEnd, true),
            lte(billingSubscriptions.currentPeriodEnd, now),
            isNull(billingSubscriptions.endedAt),
          ),
        ),
      ),
    );
  if (due.length === 0) return 0;
  const { graceDays } = await readBillingSettings(db);
  for (const { businessId } of due) {
    await db.transaction((tx) => settleBusinessPlan(tx, businessId, { fromEvent: false, graceDays, now }));
  }
  return due.length;
}

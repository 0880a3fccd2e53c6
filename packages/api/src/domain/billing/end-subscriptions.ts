import { and, billingSubscriptions, eq, inArray, type Database } from "@scalemsp/db";
import type { BillingProvider } from "./provider";
import { providerUnavailable } from "./provider-errors";

/**
 * A business about to be deleted stops paying first: each live subscription is cancelled at
 * Stripe at once, so no card is charged for a business that no longer exists. Should Stripe not
 * answer, the deletion stops here and nothing is deleted. Without Stripe configured there is
 * nothing to call.
 */
export async function endSubscriptionsOf(db: Database, provider: BillingProvider | null, businessId: number) {
  if (!provider) return;
  const live = await db
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.businessId, businessId),
        inArray(billingSubscriptions.status, [
          "active",
          "trialing",
          "past_due",
          "unpaid",
          "paused",
          "incomplete",
        ]),
      ),
    );
  for (const { id } of live) {
    await provider.cancelSubscription(id).catch(providerUnavailable);
  }
}

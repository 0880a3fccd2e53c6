import { and, businessBilling, businesses, eq, type Database } from "@scalemsp/db";
import { BILLING_MESSAGES, PLAN_LABELS, type checkoutInput } from "@scalemsp/validators";
import type { z } from "zod";
import type { SessionUser } from "../../context";
import { badRequest, conflict } from "../../errors";
import { providerUnavailable } from "./provider-errors";
import type { BillingProvider } from "./provider";
import { priceOf, readBillingSettings } from "./plan-prices";
import { currentSubscriptionOf } from "./settle-plan";

/** Where Checkout and the portal send the owner back to. */
export const BILLING_RETURN_PATHS = {
  success: "/dashboard?billing=success",
  cancel: "/pricing",
  portal: "/dashboard?tab=settings",
} as const;

export function requireProvider(provider: BillingProvider | null): BillingProvider {
  if (!provider) throw conflict(BILLING_MESSAGES.notConfigured);
  return provider;
}

/**
 * The business's one Stripe customer, made on its first checkout. Two checkouts at once make
 * one customer: Stripe's idempotency key names the business, and the row is kept once.
 */
async function customerOf(
  db: Database,
  billing: BillingProvider,
  viewer: SessionUser & { businessId: number },
  now: Date,
): Promise<string> {
  const [kept] = await db
    .select({ id: businessBilling.stripeCustomerId })
    .from(businessBilling)
    .where(eq(businessBilling.businessId, viewer.businessId));
  if (kept) return kept.id;
  const [business] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, viewer.businessId));
  const customer = await billing
    .createCustomer({
      email: viewer.email,
      name: business?.name ?? viewer.email,
      businessId: viewer.businessId,
    })
    .catch(providerUnavailable);
  await db
    .insert(businessBilling)
    .values({ businessId: viewer.businessId, stripeCustomerId: customer, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: businessBilling.stripeCustomerId })
    .from(businessBilling)
    .where(eq(businessBilling.businessId, viewer.businessId));
  return row!.id;
}

/** `POST /api/billing/checkout`: a Checkout Session in subscription mode for the owner's business. */
export async function startCheckout(
  db: Database,
  provider: BillingProvider | null,
  viewer: SessionUser,
  input: z.output<typeof checkoutInput>,
  origin: string,
  now: Date,
): Promise<{ url: string }> {
  const billing = requireProvider(provider);
  const businessId = viewer.businessId;
  if (businessId === null) throw badRequest(BILLING_MESSAGES.noCustomer);
  if (input.plan === "free") throw badRequest(BILLING_MESSAGES.freeNotForSale, "plan");
  const { prices } = await readBillingSettings(db);
  const price = priceOf(prices, input.plan, input.interval);
  if (!price)
    throw badRequest(
      BILLING_MESSAGES.planNotForSale(
        PLAN_LABELS[input.plan],
        input.interval === "month" ? "monthly" : "yearly",
      ),
      "plan",
    );
  const current = await currentSubscriptionOf(db, businessId);
  if (current && ["active", "trialing", "past_due"].includes(current.status))
    throw conflict(BILLING_MESSAGES.alreadySubscribed);
  const customer = await customerOf(db, billing, { ...viewer, businessId }, now);
  const url = await billing
    .createCheckout({
      customer,
      businessId,
      price,
      plan: input.plan,
      interval: input.interval,
      successUrl: `${origin}${BILLING_RETURN_PATHS.success}`,
      cancelUrl: `${origin}${BILLING_RETURN_PATHS.cancel}`,
    })
    .catch(providerUnavailable);
  if (!url) providerUnavailable(new Error("Checkout Session without a url"));
  return { url };
}

/** `POST /api/billing/portal`: the Customer Portal for the owner's business. */
export async function openPortal(
  db: Database,
  provider: BillingProvider | null,
  viewer: SessionUser,
  origin: string,
): Promise<{ url: string }> {
  const billing = requireProvider(provider);
  const [account] =
    viewer.businessId === null
      ? []
      : await db
          .select({ customer: businessBilling.stripeCustomerId })
          .from(businessBilling)
          .where(and(eq(businessBilling.businessId, viewer.businessId)));
  if (!account) throw badRequest(BILLING_MESSAGES.noCustomer);
  const url = await billing
    .createPortal({ customer: account.customer, returnUrl: `${origin}${BILLING_RETURN_PATHS.portal}` })
    .catch(providerUnavailable);
  return { url };
}

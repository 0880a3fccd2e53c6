import { BILLING_INTERVALS, PLAN_LEVELS, PLAN_SOURCES, SUBSCRIPTION_STATUSES } from "@scalemsp/validators";
import { z } from "zod";
import { timestampOutput } from "./common";

/** Contract §16: where Checkout or the Customer Portal is, for the browser to go to. */
export const billingRedirectOutput = z.object({ url: z.url() });

const interval = z.enum(BILLING_INTERVALS).nullable();
const status = z.enum(SUBSCRIPTION_STATUSES).nullable();

/** `GET /api/billing`: the owner's billing state; a member gets the plan alone. */
export const billingStateOutput = z.union([
  z.object({
    plan: z.enum(PLAN_LEVELS),
    interval,
    status,
    currentPeriodEnd: timestampOutput.nullable(),
    cancelAtPeriodEnd: z.boolean(),
    graceUntil: timestampOutput.nullable(),
    hasBillingAccount: z.boolean(),
  }),
  z.object({ plan: z.enum(PLAN_LEVELS) }).strict(),
]);

/** A business's billing in the admin: the source of its plan and its subscription. */
export const adminBusinessBillingOutput = z.object({
  source: z.enum(PLAN_SOURCES),
  status,
  interval,
  /** One period's price, in the currency's smallest unit. */
  amount: z.number().int().nonnegative().nullable(),
  currency: z.string().nullable(),
  currentPeriodEnd: timestampOutput.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  graceUntil: timestampOutput.nullable(),
  stripeCustomerId: z.string().nullable(),
});

/** The admin's overview (contract §16): revenue in the currency's smallest unit. */
export const revenueOutput = z.object({
  currency: z.string(),
  monthlyRecurringRevenue: z.number().int().nonnegative(),
  payingBusinesses: z.number().int().nonnegative(),
  newThisMonth: z.number().int().nonnegative(),
  cancelledThisMonth: z.number().int().nonnegative(),
  failingPayments: z.number().int().nonnegative(),
  /** The last 12 months, oldest first: `2027-03` and the recurring revenue at its end (or now). */
  months: z.array(z.object({ month: z.string(), monthlyRecurringRevenue: z.number().int().nonnegative() })),
});

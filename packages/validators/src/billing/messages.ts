// Apart from the inputs, so that a page showing billing loads no zod.

/** Contract §16: buying a plan, the Customer Portal, the webhook and the coach's view. */
export const BILLING_MESSAGES = {
  intervalInvalid: "Billing must be monthly or yearly",
  priceIdInvalid: "A Stripe Price id starts with price_ and has only letters and digits after it",
  freePlanHasNoPrice: "The free plan is never charged: leave its Stripe Price ids empty",
  graceDaysInvalid: "The grace period is a whole number of days from 0 to 60",
  notConfigured: "Online payment is not set up. Ask your coach about this plan.",
  planNotForSale: (plan: string, interval: string) => `The ${plan} plan cannot be bought ${interval} online.`,
  freeNotForSale: "The free plan needs no payment.",
  alreadySubscribed:
    "Your business already has a subscription. Change or cancel it from Billing in your settings.",
  noCustomer: "Your business has no billing account yet. Subscribe to a plan first.",
  providerUnavailable: "The payment provider did not answer. Please try again in a moment.",
  webhookSignature: "The webhook signature does not match",
  webhookUnreadable: "The webhook body is not a Stripe event",
  manualChangeNeedsConfirmation:
    "This business pays for its plan by subscription. Confirm to set its plan by hand until the next payment event.",
} as const;

/** What the owner, the members and the coach read about billing. */
export const BILLING_TEXTS = {
  monthly: "Monthly",
  yearly: "Yearly",
  perMonth: "a month",
  perYear: "a year",
  subscribe: "Subscribe",
  subscribeTo: (plan: string, interval: string) => `Subscribe to ${plan}, billed ${interval}`,
  billedMonthly: "monthly",
  billedYearly: "yearly",
  registerToSubscribe: "Create an account to subscribe",
  opening: "Opening secure checkout…",
  successTitle: "Thank you for subscribing",
  successPending: "Your payment went through. Your plan switches in a moment.",
  successDone: (plan: string) => `Your business is now on the ${plan} plan.`,
  billingTitle: "Billing",
  manageBilling: "Manage billing",
  manageBillingText: "Change your card, see invoices, switch plan or cancel.",
  planLabel: "Plan",
  statusLabel: "Status",
  renewsOn: (date: string) => `Renews on ${date}`,
  endsOn: (date: string) => `Ends on ${date}; your business then moves to the free plan.`,
  graceBanner: (date: string) =>
    `Your last payment failed. Update your card by ${date} to keep your plan; after that your business moves to the free plan.`,
  updateCard: "Update card",
  noSubscription: "Your business has no paid subscription.",
  seePlans: "See plans",
  memberPlan: (plan: string) => `Your business is on the ${plan} plan. The owner manages billing.`,
  manualPlan: "Set by your coach",
  status: {
    incomplete: "Incomplete",
    incomplete_expired: "Expired",
    trialing: "Trial",
    active: "Active",
    past_due: "Payment failed",
    canceled: "Cancelled",
    unpaid: "Unpaid",
    paused: "Paused",
  },
  source: { manual: "Set by hand", subscription: "Subscription" },
  revenueTitle: "Revenue",
  mrr: "Monthly recurring revenue",
  paying: "Paying businesses",
  newThisMonth: "New this month",
  cancelledThisMonth: "Cancelled this month",
  failing: "Payments failing",
  revenueChart: "Monthly recurring revenue, last 12 months",
  noRevenue: "No paid subscriptions yet. Once an owner subscribes from the pricing page, revenue shows here.",
  confirmManualTitle: "Override the subscription?",
  confirmManualText: (business: string) =>
    `${business} pays for its plan by subscription. The plan you set holds until the next payment event from Stripe changes it.`,
  confirmManual: "Set plan by hand",
} as const;

// Apart from the inputs, so that the admin's pages showing billing load no zod.

/** What the coach reads about billing in the admin: plan settings, a business's billing, revenue. */
export const BILLING_ADMIN_TEXTS = {
  // The plan settings (contract §16 'provider').
  priceMonthlyLabel: "Stripe Price id, monthly",
  priceYearlyLabel: "Stripe Price id, yearly",
  pricePlaceholder: "price_…",
  priceHint: "From the Stripe dashboard's product page. Leave empty to sell this plan by request only.",
  freePlanNoPrice: "The free plan is never charged, so it has no Stripe Price.",
  paymentTitle: "Online payment",
  paymentText:
    "How long a business keeps its paid plan after a payment fails, before it moves to the free plan.",
  graceDaysLabel: "Payment grace period (days)",
  graceDaysHint: "From 0 to 60 days.",
  notConfigured:
    "Online payment is off on this server. The Price ids take effect once STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set on the server (docs/billing.md explains how).",
  // A business's billing (contract §16 'the coach').
  sourceLabel: "Plan source",
  statusLabel: "Status",
  intervalLabel: "Billed",
  amountLabel: "Amount",
  periodEndLabel: "Current period ends",
  cancelsAtPeriodEnd: "Cancels at period end",
  graceUntilLabel: "Grace period until",
  customerLabel: "Stripe customer",
  noBilling: "No subscription; plan set by hand",
  amountPer: (amount: string, interval: "month" | "year" | null) =>
    interval === "year" ? `${amount} a year` : interval === "month" ? `${amount} a month` : amount,
  // The overview's revenue.
  loadingRevenue: "Loading the revenue",
  revenueFailed: "The revenue could not be loaded",
  revenueRange: (from: string, to: string) => `Monthly recurring revenue, ${from} to ${to}`,
} as const;

const moneyFormats = new Map<string, { format: Intl.NumberFormat; digits: number }>();

function moneyFormat(code: string, whole: boolean) {
  const key = `${code}:${whole}`;
  let entry = moneyFormats.get(key);
  if (!entry) {
    const digits =
      new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    const format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: code,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    entry = { format, digits };
    moneyFormats.set(key, entry);
  }
  return entry;
}

/**
 * An amount in the smallest unit of its currency, as Stripe keeps it ("$49.00", "¥4,900"), with
 * the currency's own number of decimals; `whole` rounds to whole units (a chart's axis). A code
 * Intl does not know shows as the number and the code.
 */
export function formatMoney(amount: number, currency: string, { whole = false }: { whole?: boolean } = {}) {
  const code = currency.toUpperCase();
  try {
    const { format, digits } = moneyFormat(code, whole);
    return format.format(amount / 10 ** digits);
  } catch {
    return `${(amount / 100).toFixed(2)} ${code}`;
  }
}

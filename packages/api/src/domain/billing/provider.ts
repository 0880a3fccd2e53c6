import Stripe from "stripe";

/** Contract §16: Stripe, when `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` are both set. */
export interface BillingProvider {
  stripe: Stripe;
  webhookSecret: string;
}

export interface BillingSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (a local stand-in or stripe-mock); Stripe's own by default. */
  apiUrl?: string | undefined;
}

/** The client; nothing is sent to Stripe until an owner subscribes or opens the portal. */
export function createBillingProvider(settings: BillingSettings): BillingProvider {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === "https:" ? 443 : 80),
          protocol: url.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  return { stripe, webhookSecret: settings.webhookSecret };
}

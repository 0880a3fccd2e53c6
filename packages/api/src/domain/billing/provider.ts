import Stripe from "stripe";

/**
 * Contract §16: what the product asks of Stripe, in its own words. Procedures reach it through
 * their context, so its types are the product's: the router's types (and the packed client
 * built from them) name no Stripe type. Stripe's SDK stays inside `createBillingProvider`.
 */
export interface BillingProvider {
  /** A customer for a business; Stripe's idempotency key makes two calls at once one customer. */
  createCustomer(input: { email: string; name: string; businessId: number }): Promise<string>;
  /** A Checkout Session in subscription mode; its url. */
  createCheckout(input: {
    customer: string;
    businessId: number;
    price: string;
    plan: string;
    interval: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string | null>;
  /** A Customer Portal session; its url. */
  createPortal(input: { customer: string; returnUrl: string }): Promise<string>;
  cancelSubscription(id: string): Promise<void>;
  /** The event Stripe signed, or a throw when the signature does not match the raw body (UTF-8). */
  readEvent(body: string, signature: string): BillingEvent;
}

/** A webhook event: its object as Stripe sent it, read by `events.ts`. */
export interface BillingEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, Stripe's `created`. */
  created: number;
  object: unknown;
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
  return {
    async createCustomer({ email, name, businessId }) {
      const customer = await stripe.customers.create(
        { email, name, metadata: { business_id: String(businessId) } },
        { idempotencyKey: `business-${businessId}-customer` },
      );
      return customer.id;
    },
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer: input.customer,
        client_reference_id: String(input.businessId),
        line_items: [{ price: input.price, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        subscription_data: { metadata: { business_id: String(input.businessId) } },
        metadata: { business_id: String(input.businessId), plan: input.plan, interval: input.interval },
      });
      return session.url;
    },
    async createPortal({ customer, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
      return session.url;
    },
    async cancelSubscription(id) {
      await stripe.subscriptions.cancel(id);
    },
    readEvent(body, signature) {
      const event = stripe.webhooks.constructEvent(body, signature, settings.webhookSecret);
      return { id: event.id, type: event.type, created: event.created, object: event.data.object };
    },
  };
}

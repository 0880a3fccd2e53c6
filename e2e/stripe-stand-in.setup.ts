import { startStripeStandIn } from "@scalemsp/stripe-stand-in";
import { E2E_STRIPE } from "../playwright.config";

/**
 * Contract §16 'tests': the local Stripe stand-in, for the whole run, where the test server's
 * STRIPE_API_URL points. It knows the Prices the billing specs give the plans; the seeded plans
 * have none, so every other spec sees `/pricing` as it always was.
 */
export default async function startStandIn() {
  const standIn = await startStripeStandIn({
    prices: E2E_STRIPE.prices,
    webhookSecret: E2E_STRIPE.webhookSecret,
    webhookUrl: E2E_STRIPE.webhookUrl,
    port: E2E_STRIPE.port,
  });
  // Playwright calls what globalSetup returns when the run ends: the global teardown.
  return () => standIn.close();
}

import { TRPCError } from "@trpc/server";
import { BILLING_MESSAGES } from "@scalemsp/validators";
import { RateLimitedError } from "../../errors";

/**
 * Stripe refused or did not answer: the owner may try again, and the server's log has Stripe's
 * own words (the cause) for the coach, who may have given a Price id Stripe does not know.
 */
export function providerUnavailable(error: unknown): never {
  throw new TRPCError({
    code: "SERVICE_UNAVAILABLE",
    message: BILLING_MESSAGES.providerUnavailable,
    cause: Object.assign(new RateLimitedError(5, BILLING_MESSAGES.providerUnavailable), { provider: error }),
  });
}

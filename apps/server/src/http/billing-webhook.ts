import type { FastifyInstance } from "fastify";
import { TRPCError } from "@trpc/server";
import { describeError, receiveBillingEvent, type BillingProvider } from "@scalemsp/api";
import type { Database } from "@scalemsp/db";
import { MESSAGES } from "@scalemsp/validators";
import { errorBody } from "./error-body";
import type { ServerCounters } from "./metrics";

/** Contract §16: where Stripe sends its events. */
export const BILLING_WEBHOOK_PATH = "/api/billing/webhook";

/** Stripe's events are small; its own limit for a payload is well under this. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * `POST /api/billing/webhook`: the body is kept as the bytes Stripe signed (this scope reads
 * no JSON), the signature checked and the event applied once (`receiveBillingEvent`). Without
 * Stripe configured the path does not exist. Each event is logged and counted (`/metrics`) with
 * its type and outcome.
 */
export async function registerBillingWebhook(
  app: FastifyInstance,
  db: Database,
  billing: BillingProvider | null,
  counters: ServerCounters,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.post(BILLING_WEBHOOK_PATH, async (req, reply) => {
      if (!billing) return reply.code(404).send(errorBody(MESSAGES.notFound));
      const signature = req.headers["stripe-signature"];
      try {
        // The bytes Stripe signed, as the UTF-8 text they are.
        const body = Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "";
        const { outcome, type } = await receiveBillingEvent(
          db,
          billing,
          body,
          typeof signature === "string" ? signature : undefined,
          new Date(),
        );
        req.log.info({ billingEvent: type, outcome }, "billing event");
        counters.billingEvent(type, outcome);
        return reply.code(200).send({ received: true });
      } catch (error) {
        if (!(error instanceof TRPCError)) throw error;
        const described = describeError(error);
        req.log.warn({ status: described.status, reason: described.message }, "billing event refused");
        counters.billingEvent("unknown", "refused");
        return reply.code(described.status).send(errorBody(described.message));
      }
    });
  });
}

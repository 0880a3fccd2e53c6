import { checkoutInput } from "@scalemsp/validators";
import { getBillingState } from "../domain/billing/billing-state";
import { openPortal, startCheckout } from "../domain/billing/checkout";
import { billingRedirectOutput, billingStateOutput } from "../outputs";
import { createTRPCRouter, memberProcedure, ownerProcedure } from "../trpc";

/**
 * Contract §16: an owner buys a plan through Stripe's Checkout and manages it in Stripe's
 * Customer Portal; the plan follows the webhook's events (`apps/server`'s billing webhook).
 */
export const billingRouter = createTRPCRouter({
  state: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/billing",
        summary:
          "The business's plan; for the owner also the subscription's interval, status, period end and grace",
      },
    })
    .output(billingStateOutput)
    .query(({ ctx }) => getBillingState(ctx.db, ctx.user)),

  checkout: ownerProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/billing/checkout",
        summary: "Start Stripe Checkout for a plan, monthly or yearly: the url to send the owner to",
      },
    })
    .input(checkoutInput)
    .output(billingRedirectOutput)
    .mutation(({ ctx, input }) =>
      startCheckout(ctx.db, ctx.billing, ctx.user, input, ctx.publicOrigin, ctx.now()),
    ),

  portal: ownerProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/billing/portal",
        summary: "Open Stripe's Customer Portal (card, invoices, plan switch, cancellation): its url",
      },
    })
    .output(billingRedirectOutput)
    .mutation(({ ctx }) => openPortal(ctx.db, ctx.billing, ctx.user, ctx.publicOrigin)),
});

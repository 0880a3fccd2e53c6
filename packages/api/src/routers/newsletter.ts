import { newsletterSubscribeInput, newsletterUnsubscribeInput } from "@scalemsp/validators";
import { subscribeToNewsletter, unsubscribeFromNewsletter } from "../domain/leads";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const newsletterRouter = createTRPCRouter({
  subscribe: publicProcedure
    .input(newsletterSubscribeInput)
    .mutation(({ ctx, input }) => subscribeToNewsletter(ctx.db, input.email, ctx.clientIp, ctx.now())),

  /** The link of each subscriber's e-mails (/unsubscribe?token=…); using it twice is fine. */
  unsubscribe: publicProcedure.input(newsletterUnsubscribeInput).mutation(async ({ ctx, input }) => {
    await unsubscribeFromNewsletter(ctx.db, input.token, ctx.clientIp, ctx.now());
    return { success: true as const };
  }),
});

import { contactInput } from "@scalemsp/validators";
import { submitConsultationRequest } from "../domain/leads";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const contactRouter = createTRPCRouter({
  /** The free strategy session form: stored as a consultation request with status new. */
  submit: publicProcedure
    .input(contactInput)
    .mutation(({ ctx, input }) => submitConsultationRequest(ctx.db, input, ctx.clientIp, ctx.now())),
});

import { contactInput } from "@scalemsp/validators";
import { submitConsultationRequest } from "../domain/leads";
import { contactAnswer } from "../outputs";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const contactRouter = createTRPCRouter({
  /** The free strategy session form: stored as a consultation request with status new. */
  submit: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/contact",
        status: 201,
        summary: "Request a free consultation; the answer's bookingToken books the free session",
      },
    })
    .input(contactInput)
    .output(contactAnswer)
    .mutation(({ ctx, input }) => submitConsultationRequest(ctx.db, input, ctx.clientIp, ctx.now())),
});

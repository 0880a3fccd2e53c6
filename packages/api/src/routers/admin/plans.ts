import { adminPlansInput } from "@scalemsp/validators";
import { savePlans } from "../../domain/plans";
import { plansOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** The plan settings behind `/pricing`; the allowances are written to their own table. */
export const adminPlansRouter = createTRPCRouter({
  update: adminProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/admin/plans",
        summary:
          "Set every plan's name, price text, what it includes, support, session allowances and Stripe Prices, and the payment grace period",
      },
    })
    .input(adminPlansInput)
    .output(plansOutput)
    .mutation(({ ctx, input }) => savePlans(ctx.db, input, ctx.billing !== null, ctx.now())),
});

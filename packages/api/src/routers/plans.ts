import { planRequestInput } from "@scalemsp/validators";
import { requestPlan } from "../domain/plan-requests";
import { listPlans } from "../domain/plans";
import { planRequestOutput, plansOutput } from "../outputs";
import { createTRPCRouter, ownerProcedure, publicProcedure } from "../trpc";

/** Contract §13 'plans': what `/pricing` shows, and an owner's 'Request this plan'. */
export const plansRouter = createTRPCRouter({
  list: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/plans",
        summary: "The four plans: name, price, what each includes, course levels and session allowances",
      },
    })
    .output(plansOutput)
    .query(({ ctx }) => listPlans(ctx.db, ctx.billing !== null)),

  request: ownerProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/plans/requests",
        status: 201,
        summary: "Request a plan for the caller's business: a lead for the coach, who is emailed",
      },
    })
    .input(planRequestInput)
    .output(planRequestOutput)
    .mutation(({ ctx, input }) => requestPlan(ctx.db, ctx.user, input, ctx.now())),
});

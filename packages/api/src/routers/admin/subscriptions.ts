import {
  adminIdInput,
  adminSubscriptionCreateInput,
  adminSubscriptionUpdateInput,
} from "@scalemsp/validators";
import { z } from "zod";
import {
  createSubscription,
  listBusinessSubscriptions,
  updateSubscription,
} from "../../domain/admin/subscriptions";
import { adminSubscriptionOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Mounted on admin.businesses, where `id` names the business as in the REST paths. */
export const businessSubscriptionProcedures = {
  subscriptions: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/businesses/{id}/subscriptions",
        summary: "A business's module subscriptions, with module titles",
      },
    })
    .input(adminIdInput)
    .output(z.array(adminSubscriptionOutput))
    .query(({ ctx, input }) => listBusinessSubscriptions(ctx.db, input.id)),

  addSubscription: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/admin/businesses/{id}/subscriptions",
        status: 201,
        summary: "Subscribe a business to a module",
      },
    })
    .input(adminSubscriptionCreateInput)
    .output(adminSubscriptionOutput)
    .mutation(({ ctx, input }) => createSubscription(ctx.db, ctx.user, input, ctx.now())),
};

export const adminSubscriptionsRouter = createTRPCRouter({
  update: adminProcedure
    .meta({
      rest: {
        method: "PATCH",
        path: "/api/admin/subscriptions/{id}",
        summary: "Change a subscription's status or access window",
      },
    })
    .input(adminSubscriptionUpdateInput)
    .output(adminSubscriptionOutput)
    .mutation(({ ctx, input }) => updateSubscription(ctx.db, ctx.user, input, ctx.now())),
});

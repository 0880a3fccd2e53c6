import {
  adminIdInput,
  adminSubscriptionCreateInput,
  adminSubscriptionUpdateInput,
} from "@scalemsp/validators";
import {
  createSubscription,
  listBusinessSubscriptions,
  updateSubscription,
} from "../../domain/admin/subscriptions";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Mounted on admin.businesses, where `id` names the business as in the REST paths. */
export const businessSubscriptionProcedures = {
  subscriptions: adminProcedure
    .input(adminIdInput)
    .query(({ ctx, input }) => listBusinessSubscriptions(ctx.db, input.id)),

  addSubscription: adminProcedure
    .input(adminSubscriptionCreateInput)
    .mutation(({ ctx, input }) => createSubscription(ctx.db, input, ctx.now())),
};

export const adminSubscriptionsRouter = createTRPCRouter({
  update: adminProcedure
    .input(adminSubscriptionUpdateInput)
    .mutation(({ ctx, input }) => updateSubscription(ctx.db, input)),
});

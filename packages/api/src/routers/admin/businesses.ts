import { adminBusinessPageInput, adminBusinessUpdateInput, adminIdInput } from "@scalemsp/validators";
import {
  getBusinessDetail,
  listBusinesses,
  pageBusinesses,
  updateBusiness,
} from "../../domain/admin/businesses";
import { adminProcedure, createTRPCRouter } from "../../trpc";
import { businessSubscriptionProcedures } from "./subscriptions";

export const adminBusinessesRouter = createTRPCRouter({
  list: adminProcedure.query(({ ctx }) => listBusinesses(ctx.db)),

  page: adminProcedure.input(adminBusinessPageInput).query(({ ctx, input }) => pageBusinesses(ctx.db, input)),

  get: adminProcedure.input(adminIdInput).query(({ ctx, input }) => getBusinessDetail(ctx.db, input.id)),

  update: adminProcedure
    .input(adminBusinessUpdateInput)
    .mutation(({ ctx, input }) => updateBusiness(ctx.db, ctx.user, input)),

  ...businessSubscriptionProcedures,
});

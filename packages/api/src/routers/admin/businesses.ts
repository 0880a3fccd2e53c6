import { adminBusinessPageInput, adminBusinessUpdateInput, adminIdInput } from "@scalemsp/validators";
import { z } from "zod";
import {
  getBusinessDetail,
  listBusinesses,
  pageBusinesses,
  updateBusiness,
} from "../../domain/admin/businesses";
import { adminBusinessOutput, businessDetailOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";
import { businessSubscriptionProcedures } from "./subscriptions";

export const adminBusinessesRouter = createTRPCRouter({
  list: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/businesses",
        summary: "Every business with its owner and user count",
      },
    })
    .output(z.array(adminBusinessOutput))
    .query(({ ctx }) => listBusinesses(ctx.db)),

  page: adminProcedure.input(adminBusinessPageInput).query(({ ctx, input }) => pageBusinesses(ctx.db, input)),

  get: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/businesses/{id}",
        summary: "A business with its owner, users, pending invitations and subscriptions",
      },
    })
    .input(adminIdInput)
    .output(businessDetailOutput)
    .query(({ ctx, input }) => getBusinessDetail(ctx.db, input.id, ctx.now())),

  update: adminProcedure
    .meta({
      rest: {
        method: "PATCH",
        path: "/api/admin/businesses/{id}",
        summary: "Change a business's status, plan or details; deactivation ends its users' sessions",
      },
    })
    .input(adminBusinessUpdateInput)
    .output(adminBusinessOutput)
    .mutation(({ ctx, input }) => updateBusiness(ctx.db, ctx.user, input, ctx.now())),

  ...businessSubscriptionProcedures,
});

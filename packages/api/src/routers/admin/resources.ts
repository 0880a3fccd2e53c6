import { adminResourceCreateInput, adminResourceUpdateInput } from "@scalemsp/validators";
import { createResource, listAllResources, updateResource } from "../../domain/resource-admin";
import { adminProcedure, createTRPCRouter } from "../../trpc";

export const adminResourcesRouter = createTRPCRouter({
  list: adminProcedure.query(({ ctx }) => listAllResources(ctx.db)),

  create: adminProcedure
    .input(adminResourceCreateInput)
    .mutation(({ ctx, input }) => createResource(ctx.db, input)),

  update: adminProcedure
    .input(adminResourceUpdateInput)
    .mutation(({ ctx, input }) => updateResource(ctx.db, input)),
});

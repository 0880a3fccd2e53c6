import { adminResourceCreateInput, adminResourceUpdateInput } from "@scalemsp/validators";
import { z } from "zod";
import { createResource, listAllResources, updateResource } from "../../domain/resource-admin";
import { adminResourceOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

export const adminResourcesRouter = createTRPCRouter({
  list: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/resources", summary: "Every resource, inactive too" } })
    .output(z.array(adminResourceOutput))
    .query(({ ctx }) => listAllResources(ctx.db)),

  create: adminProcedure
    .meta({
      rest: { method: "POST", path: "/api/admin/resources", status: 201, summary: "Create a resource" },
    })
    .input(adminResourceCreateInput)
    .output(adminResourceOutput)
    .mutation(({ ctx, input }) => createResource(ctx.db, input)),

  update: adminProcedure
    .meta({
      rest: {
        method: "PATCH",
        path: "/api/admin/resources/{id}",
        summary: "Change any of a resource's fields",
      },
    })
    .input(adminResourceUpdateInput)
    .output(adminResourceOutput)
    .mutation(({ ctx, input }) => updateResource(ctx.db, input)),
});

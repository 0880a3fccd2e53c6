import { categoryCreateInput } from "@scalemsp/validators";
import { z } from "zod";
import { createCategory, listCategories } from "../../domain/resource-admin";
import { categoryOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

export const adminCategoriesRouter = createTRPCRouter({
  list: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/categories", summary: "Resource categories" } })
    .output(z.array(categoryOutput))
    .query(({ ctx }) => listCategories(ctx.db)),

  create: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/admin/categories",
        status: 201,
        summary: "Create a resource category (names are unique)",
      },
    })
    .input(categoryCreateInput)
    .output(categoryOutput)
    .mutation(({ ctx, input }) => createCategory(ctx.db, input)),
});

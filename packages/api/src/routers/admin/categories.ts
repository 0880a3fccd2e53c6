import { categoryCreateInput } from "@scalemsp/validators";
import { createCategory, listCategories } from "../../domain/resource-admin";
import { adminProcedure, createTRPCRouter } from "../../trpc";

export const adminCategoriesRouter = createTRPCRouter({
  list: adminProcedure.query(({ ctx }) => listCategories(ctx.db)),

  create: adminProcedure
    .input(categoryCreateInput)
    .mutation(({ ctx, input }) => createCategory(ctx.db, input)),
});

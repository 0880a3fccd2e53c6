import { adminModuleCreateInput, adminModuleUpdateInput } from "@scalemsp/validators";
import { createModule, listModules, updateModule } from "../../domain/admin/modules";
import { adminProcedure, createTRPCRouter } from "../../trpc";
import { moduleLessonProcedures } from "./lessons";

export const adminModulesRouter = createTRPCRouter({
  list: adminProcedure.query(({ ctx }) => listModules(ctx.db)),

  create: adminProcedure
    .input(adminModuleCreateInput)
    .mutation(({ ctx, input }) => createModule(ctx.db, input)),

  update: adminProcedure
    .input(adminModuleUpdateInput)
    .mutation(({ ctx, input }) => updateModule(ctx.db, input)),

  ...moduleLessonProcedures,
});

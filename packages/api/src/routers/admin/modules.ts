import { adminModuleCreateInput, adminModuleUpdateInput } from "@scalemsp/validators";
import { z } from "zod";
import { createModule, listModules, updateModule } from "../../domain/admin/modules";
import { adminModuleOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";
import { moduleLessonProcedures } from "./lessons";

export const adminModulesRouter = createTRPCRouter({
  list: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/modules", summary: "Every module, inactive ones too" } })
    .output(z.array(adminModuleOutput))
    .query(({ ctx }) => listModules(ctx.db)),

  create: adminProcedure
    .meta({ rest: { method: "POST", path: "/api/admin/modules", status: 201, summary: "Create a module" } })
    .input(adminModuleCreateInput)
    .output(adminModuleOutput)
    .mutation(({ ctx, input }) => createModule(ctx.db, input)),

  update: adminProcedure
    .meta({ rest: { method: "PATCH", path: "/api/admin/modules/{id}", summary: "Change a module" } })
    .input(adminModuleUpdateInput)
    .output(adminModuleOutput)
    .mutation(({ ctx, input }) => updateModule(ctx.db, input)),

  ...moduleLessonProcedures,
});

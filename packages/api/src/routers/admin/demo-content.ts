import { demoContentSummary, removeDemoContent } from "../../domain/admin/demo-content";
import { demoContentOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Contract §13 operations: the demo content SEED_DEMO loaded, removed in one step. */
export const adminDemoContentRouter = createTRPCRouter({
  get: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/demo-content",
        summary: "How many demo courses, resources and categories are left",
      },
    })
    .output(demoContentOutput)
    .query(({ ctx }) => demoContentSummary(ctx.db)),

  remove: adminProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "/api/admin/demo-content",
        summary: "Remove every demo course, resource and unused demo category; answers what was removed",
      },
    })
    .output(demoContentOutput)
    .mutation(({ ctx }) => removeDemoContent(ctx.db)),
});

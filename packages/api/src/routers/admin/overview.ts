import { getAdminOverview } from "../../domain/admin/overview";
import { adminOverviewOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** The figures at the top of /admin. */
export const adminOverviewRouter = createTRPCRouter({
  get: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/overview",
        summary: "New leads this week, active members by plan and the sessions of the next seven days",
      },
    })
    .output(adminOverviewOutput)
    .query(({ ctx }) => getAdminOverview(ctx.db, ctx.now())),
});

import { getAdminOverview } from "../../domain/admin/overview";
import { readRevenue } from "../../domain/billing/revenue";
import { adminOverviewOutput, revenueOutput } from "../../outputs";
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

  revenue: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/revenue",
        summary:
          "Monthly recurring revenue, paying businesses, new and cancelled this month, failing payments, and 12 months of revenue",
      },
    })
    .output(revenueOutput)
    .query(({ ctx }) => readRevenue(ctx.db, ctx.now())),
});

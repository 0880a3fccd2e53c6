import { auditQueryInput } from "@scalemsp/validators";
import { pageAuditEvents } from "../../domain/audit/list";
import { auditPageOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Contract §13 audit: what admins changed, who and when. */
export const adminAuditRouter = createTRPCRouter({
  list: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/audit",
        summary:
          "Plan, status, role and subscription changes made by admins, newest first; `businessId` narrows to one business",
      },
    })
    .input(auditQueryInput)
    .output(auditPageOutput)
    .query(({ ctx, input }) => pageAuditEvents(ctx.db, input)),
});

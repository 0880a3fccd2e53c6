import { adminIdInput, checkInCommentInput } from "@scalemsp/validators";
import { commentOnCheckIn, listBusinessCheckIns } from "../../domain/accountability/check-ins";
import { businessCheckInsOutput, checkInOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Contract §15: the coach reads a business's weekly check-ins and comments on them. */
export const adminCheckInsRouter = createTRPCRouter({
  business: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/businesses/{id}/check-ins",
        summary: "A business's latest weekly check-ins, newest first",
      },
    })
    .input(adminIdInput)
    .output(businessCheckInsOutput)
    .query(({ ctx, input }) => listBusinessCheckIns(ctx.db, input.id, ctx.now())),

  comment: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/admin/check-ins/{id}/comment",
        summary: "Comment on a check-in: the business sees it, and its owner and the author get an email",
      },
    })
    .input(checkInCommentInput)
    .output(checkInOutput)
    .mutation(({ ctx, input }) => commentOnCheckIn(ctx.db, ctx.user, input, ctx.now())),
});

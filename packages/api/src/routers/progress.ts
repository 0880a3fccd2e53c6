import { progressUpdateInput } from "@scalemsp/validators";
import { progressSummary, saveProgress, viewerOf } from "../domain/courses";
import { createTRPCRouter, memberProcedure } from "../trpc";

export const progressRouter = createTRPCRouter({
  /** Contract §5: save the caller's progress on one lesson. */
  update: memberProcedure
    .input(progressUpdateInput)
    .mutation(({ ctx, input }) => saveProgress(ctx.db, viewerOf(ctx.user), input, ctx.now())),

  /** The dashboard's progress list: accessible modules the caller has started. */
  summary: memberProcedure.query(({ ctx }) => progressSummary(ctx.db, viewerOf(ctx.user), ctx.now())),
});

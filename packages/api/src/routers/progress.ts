import { progressUpdateInput } from "@scalemsp/validators";
import { z } from "zod";
import { progressSummary, saveProgress, viewerOf } from "../domain/courses";
import { progressOutput, progressSummaryItemOutput } from "../outputs";
import { createTRPCRouter, memberProcedure } from "../trpc";

export const progressRouter = createTRPCRouter({
  /** Contract §5: save the caller's progress on one lesson. */
  update: memberProcedure
    .meta({ rest: { method: "POST", path: "/api/progress", summary: "Save progress on a lesson" } })
    .input(progressUpdateInput)
    .output(progressOutput)
    .mutation(({ ctx, input }) => saveProgress(ctx.db, viewerOf(ctx.user), input, ctx.now())),

  /** The dashboard's progress list: accessible modules the caller has started. */
  summary: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/progress/summary",
        summary: "The caller's progress per started course",
      },
    })
    .output(z.array(progressSummaryItemOutput))
    .query(({ ctx }) => progressSummary(ctx.db, viewerOf(ctx.user), ctx.now())),
});

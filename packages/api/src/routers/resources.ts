import { resourceIdInput, resourcesListInput } from "@scalemsp/validators";
import { z } from "zod";
import { viewerOf } from "../domain/courses";
import { downloadResource, listResources } from "../domain/resources";
import { downloadOutput, resourceItemOutput } from "../outputs";
import { createTRPCRouter, memberProcedure } from "../trpc";

export const resourcesRouter = createTRPCRouter({
  /** Contract §6: active resources, newest first, locked ones without their file. */
  list: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/resources",
        summary: "Active resources, newest first; optional ?type=",
      },
    })
    .input(resourcesListInput)
    .output(z.array(resourceItemOutput))
    .query(({ ctx, input }) => listResources(ctx.db, viewerOf(ctx.user), input?.type)),

  /** Contract §6: count one download and hand out the file, or 403 above the plan. */
  download: memberProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/resources/{id}/download",
        summary: "Count a download and hand out the file",
        failureFlag: true,
      },
    })
    .input(resourceIdInput)
    .output(downloadOutput)
    .mutation(({ ctx, input }) => downloadResource(ctx.db, viewerOf(ctx.user), input.id)),
});

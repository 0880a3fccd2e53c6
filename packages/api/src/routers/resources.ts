import { resourceIdInput, resourcesListInput } from "@scalemsp/validators";
import { viewerOf } from "../domain/courses";
import { downloadResource, listResources } from "../domain/resources";
import { createTRPCRouter, memberProcedure } from "../trpc";

export const resourcesRouter = createTRPCRouter({
  /** Contract §6: active resources, newest first, locked ones without their file. */
  list: memberProcedure
    .input(resourcesListInput)
    .query(({ ctx, input }) => listResources(ctx.db, viewerOf(ctx.user), input?.type)),

  /** Contract §6: count one download and hand out the file, or 403 above the plan. */
  download: memberProcedure
    .input(resourceIdInput)
    .mutation(({ ctx, input }) => downloadResource(ctx.db, viewerOf(ctx.user), input.id)),
});

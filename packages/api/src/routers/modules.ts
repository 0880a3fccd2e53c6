import { moduleIdInput } from "@scalemsp/validators";
import { listLessons, listModules, viewerOf } from "../domain/courses";
import { createTRPCRouter, memberProcedure } from "../trpc";

export const modulesRouter = createTRPCRouter({
  /** Contract §4: modules with the server's access flags (admins: every module, unlocked). */
  list: memberProcedure.query(({ ctx }) => listModules(ctx.db, viewerOf(ctx.user), ctx.now())),

  /** Contract §4, §5: the lessons of an accessible module with the caller's progress. */
  lessons: memberProcedure
    .input(moduleIdInput)
    .query(({ ctx, input }) => listLessons(ctx.db, viewerOf(ctx.user), input.id, ctx.now())),
});

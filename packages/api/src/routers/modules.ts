import { moduleIdInput } from "@scalemsp/validators";
import { z } from "zod";
import { courseOutline } from "../domain/course-outline";
import { listLessons, listModules, viewerOf } from "../domain/courses";
import { courseOutlineOutput, lessonItemOutput, moduleListItemOutput } from "../outputs";
import { createTRPCRouter, memberProcedure } from "../trpc";

export const modulesRouter = createTRPCRouter({
  /** Contract §4: modules with the server's access flags (admins: every module, unlocked). */
  list: memberProcedure
    .meta({ rest: { method: "GET", path: "/api/modules", summary: "Courses with the caller's access" } })
    .output(z.array(moduleListItemOutput))
    .query(({ ctx }) => listModules(ctx.db, viewerOf(ctx.user), ctx.now())),

  /** Contract §4, §5: the lessons of an accessible module with the caller's progress. */
  lessons: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/modules/{id}/lessons",
        summary: "The lessons of an accessible course, with the caller's progress",
      },
    })
    .input(moduleIdInput)
    .output(z.array(lessonItemOutput))
    .query(({ ctx, input }) => listLessons(ctx.db, viewerOf(ctx.user), input.id, ctx.now())),

  /** Contract §13: a course's outline and what unlocks it, for a locked course too; no lesson content. */
  outline: memberProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/modules/{id}/outline",
        summary: "A course's title, description, lesson titles and durations, and what unlocks it",
      },
    })
    .input(moduleIdInput)
    .output(courseOutlineOutput)
    .query(({ ctx, input }) => courseOutline(ctx.db, viewerOf(ctx.user), input.id, ctx.now())),
});

import {
  adminIdInput,
  adminLessonCreateInput,
  adminLessonUpdateInput,
  lessonIdInput,
  lessonQuestionsInput,
} from "@scalemsp/validators";
import { z } from "zod";
import { createLesson, listLessons, updateLesson } from "../../domain/admin/lessons";
import { adminLessonQuestions, saveLessonQuestions } from "../../domain/lesson-questions";
import { adminLessonOutput, adminQuestionsOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Mounted on admin.modules, where `id` names the module as in the REST paths. */
export const moduleLessonProcedures = {
  lessons: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/modules/{id}/lessons",
        summary: "Every lesson of a module, inactive ones too",
      },
    })
    .input(adminIdInput)
    .output(z.array(adminLessonOutput))
    .query(({ ctx, input }) => listLessons(ctx.db, input.id)),

  addLesson: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/admin/modules/{id}/lessons",
        status: 201,
        summary: "Add a lesson to a module",
      },
    })
    .input(adminLessonCreateInput)
    .output(adminLessonOutput)
    .mutation(({ ctx, input }) => createLesson(ctx.db, input)),
};

export const adminLessonsRouter = createTRPCRouter({
  update: adminProcedure
    .meta({ rest: { method: "PATCH", path: "/api/admin/lessons/{id}", summary: "Change a lesson" } })
    .input(adminLessonUpdateInput)
    .output(adminLessonOutput)
    .mutation(({ ctx, input }) => updateLesson(ctx.db, input)),

  questions: adminProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/admin/lessons/{id}/questions",
        summary: "A quiz or assessment lesson's questions, scores included",
      },
    })
    .input(lessonIdInput)
    .output(adminQuestionsOutput)
    .query(({ ctx, input }) => adminLessonQuestions(ctx.db, input.id)),

  saveQuestions: adminProcedure
    .meta({
      rest: {
        method: "PUT",
        path: "/api/admin/lessons/{id}/questions",
        summary: "Replace a quiz or assessment lesson's questions; ids sent are kept",
      },
    })
    .input(lessonQuestionsInput)
    .output(adminQuestionsOutput)
    .mutation(({ ctx, input }) => saveLessonQuestions(ctx.db, input, ctx.now())),
});

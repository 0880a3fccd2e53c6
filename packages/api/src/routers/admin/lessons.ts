import { adminIdInput, adminLessonCreateInput, adminLessonUpdateInput } from "@scalemsp/validators";
import { createLesson, listLessons, updateLesson } from "../../domain/admin/lessons";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Mounted on admin.modules, where `id` names the module as in the REST paths. */
export const moduleLessonProcedures = {
  lessons: adminProcedure.input(adminIdInput).query(({ ctx, input }) => listLessons(ctx.db, input.id)),

  addLesson: adminProcedure
    .input(adminLessonCreateInput)
    .mutation(({ ctx, input }) => createLesson(ctx.db, input)),
};

export const adminLessonsRouter = createTRPCRouter({
  update: adminProcedure
    .input(adminLessonUpdateInput)
    .mutation(({ ctx, input }) => updateLesson(ctx.db, input)),
});

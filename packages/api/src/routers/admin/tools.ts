import { courseImportInput, ensureAdminInput } from "@scalemsp/validators";
import { ensureAdmin } from "../../domain/accounts";
import { importCourse } from "../../domain/admin/course-import";
import { courseImportOutput, ensureAdminOutput } from "../../outputs";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Jobs the coach's internal tools run: bulk imports and account chores. */
export const adminToolsRouter = createTRPCRouter({
  importCourse: adminProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/admin/courses/import",
        status: 201,
        summary: "Import a course with its lessons, all or nothing",
      },
    })
    .input(courseImportInput)
    .output(courseImportOutput)
    .mutation(({ ctx, input }) => importCourse(ctx.db, input)),

  /** Creates an admin with this password, or promotes and reactivates the user with this e-mail. */
  ensureAdmin: adminProcedure
    .meta({
      passwordWork: true,
      rest: {
        method: "POST",
        path: "/api/admin/admins",
        summary: "Create an admin, or promote the user with that email",
      },
    })
    .input(ensureAdminInput)
    .output(ensureAdminOutput)
    .mutation(async ({ ctx, input }) => ({ userId: await ensureAdmin(ctx.db, input.email, input.password) })),
});

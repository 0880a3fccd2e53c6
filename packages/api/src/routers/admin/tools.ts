import { courseImportInput, emailSchema, newPasswordSchema } from "@scalemsp/validators";
import { z } from "zod";
import { ensureAdmin } from "../../domain/accounts";
import { importCourse } from "../../domain/admin/course-import";
import { adminProcedure, createTRPCRouter } from "../../trpc";

/** Jobs the coach's internal tools run: bulk imports and account chores. */
export const adminToolsRouter = createTRPCRouter({
  importCourse: adminProcedure
    .input(courseImportInput)
    .mutation(({ ctx, input }) => importCourse(ctx.db, input)),

  /** Creates an admin with this password, or promotes and reactivates the user with this e-mail. */
  ensureAdmin: adminProcedure
    .input(z.object({ email: emailSchema, password: newPasswordSchema }))
    .mutation(async ({ ctx, input }) => ({ userId: await ensureAdmin(ctx.db, input.email, input.password) })),
});

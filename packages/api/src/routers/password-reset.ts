import { resetPasswordInput } from "@scalemsp/validators";
import { resetPassword } from "../domain/admin/password-reset";
import { createTRPCRouter, publicProcedure } from "../trpc";

/** Merged into `auth`: the page behind an admin's reset link (contract §8). */
export const passwordResetRouter = createTRPCRouter({
  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    const { userId } = await resetPassword(ctx.db, input, ctx.now());
    // Every session of that user has ended; a browser signed in as them drops its cookie.
    if (ctx.user?.id === userId) ctx.cookies.clear();
  }),
});

import { passwordResetRequestInput, resetPasswordInput, resetTokenCheckInput } from "@scalemsp/validators";
import { requestPasswordReset } from "../domain/password-reset-request";
import { checkResetToken, resetPassword } from "../domain/reset-tokens";
import { noContent, resetTokenCheckOutput } from "../outputs";
import { createTRPCRouter, publicProcedure } from "../trpc";

/** Merged into `auth`: 'Forgot password?' (contract §9) and the page behind a reset link (§8). */
export const passwordResetRouter = createTRPCRouter({
  requestPasswordReset: publicProcedure
    .meta({
      rest: {
        method: "POST",
        path: "/api/password-reset/request",
        status: 204,
        summary: "Email a one-time reset link to an active account; answers 204 for any address",
      },
    })
    .input(passwordResetRequestInput)
    .output(noContent)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx.db, input.email, ctx.clientIp, ctx.now());
    }),

  checkResetToken: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "/api/reset-password",
        summary: "Whether a password reset link still works: unused and unexpired",
      },
    })
    .input(resetTokenCheckInput)
    .output(resetTokenCheckOutput)
    .query(({ ctx, input }) => checkResetToken(ctx.db, input.token, ctx.now())),

  resetPassword: publicProcedure
    .meta({
      passwordWork: true,
      rest: {
        method: "POST",
        path: "/api/reset-password",
        status: 204,
        summary: "Set a new password with a reset link's token",
      },
    })
    .input(resetPasswordInput)
    .output(noContent)
    .mutation(async ({ ctx, input }) => {
      const { userId } = await resetPassword(ctx.db, input, ctx.now());
      // Every session of that user has ended; a browser signed in as them drops its cookie.
      if (ctx.user?.id === userId) ctx.cookies.clear();
    }),
});

import { signInClientOf } from "../context";
import { setupCheckInput, setupInput } from "@scalemsp/validators";
import { startSession } from "../domain/accounts";
import { checkSetupToken, completeSetup } from "../domain/setup";
import { loginOutput, setupCheckOutput } from "../outputs";
import { createTRPCRouter, publicProcedure } from "../trpc";

/** First run (decision 023): the one-time link `pnpm start` prints while no admin exists. */
export const setupRouter = createTRPCRouter({
  check: publicProcedure
    .meta({
      rest: { method: "GET", path: "/api/setup", summary: "Whether a first-run setup link still works" },
    })
    .input(setupCheckInput)
    .output(setupCheckOutput)
    .query(({ ctx, input }) => checkSetupToken(ctx.db, input.token)),

  complete: publicProcedure
    .meta({
      passwordWork: true,
      rest: {
        method: "POST",
        path: "/api/setup",
        status: 201,
        summary: "Create the first admin and set the brand with the setup link's token; signs in",
      },
    })
    .input(setupInput)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      const user = await completeSetup(ctx.db, input, ctx.now());
      const { token, session } = await startSession(ctx.db, user.id, ctx.now(), signInClientOf(ctx));
      ctx.cookies.set(token, session.expiresAt);
      return { user };
    }),
});

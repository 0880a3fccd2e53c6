import { MESSAGES, loginInput, registerInput, twoFactorLoginInput } from "@scalemsp/validators";
import { signInClientOf, type Context } from "../context";
import { authenticate, endSession, registerAccount, startSession } from "../domain/accounts";
import { rememberBrowser } from "../domain/known-browsers";
import { toPublicBusiness, toPublicUser } from "../domain/serialize";
import { recordSignIn } from "../domain/sign-in-events";
import { completeTwoFactorSignIn, startTwoFactorChallenge } from "../domain/two-factor/sign-in";
import { notFound } from "../errors";
import {
  loginAnswerOutput,
  loginOutput,
  logoutOutput,
  publicBusinessOutput,
  publicUserOutput,
  registerOutput,
} from "../outputs";
import { createTRPCRouter, publicProcedure, sessionProcedure } from "../trpc";

/**
 * Sign-in always issues a new token; an old cookie's session is ended. The browser is known to
 * the account from now on (a new device cookie, contract §14).
 */
async function signIn<U extends { id: number }>(ctx: Context, user: U) {
  if (ctx.sessionToken) await endSession(ctx.db, ctx.sessionToken);
  const { token, session } = await startSession(ctx.db, user.id, ctx.now(), signInClientOf(ctx));
  ctx.cookies.set(token, session.expiresAt);
  const browser = await rememberBrowser(ctx.db, user.id, ctx.deviceToken, ctx.now());
  ctx.cookies.setDevice(browser.token, browser.expiresAt);
  return user;
}

export const authRouter = createTRPCRouter({
  register: publicProcedure
    .meta({
      passwordWork: true,
      rest: {
        method: "POST",
        path: "/api/register",
        status: 201,
        summary: "Create a business and its owner, and sign in",
      },
    })
    .input(registerInput)
    .output(registerOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await registerAccount(ctx.db, input, ctx.clientIp, ctx.now());
      const { token, session } = await startSession(ctx.db, result.user.id, ctx.now(), signInClientOf(ctx));
      ctx.cookies.set(token, session.expiresAt);
      return result;
    }),

  login: publicProcedure
    .meta({
      passwordWork: true,
      rest: {
        method: "POST",
        path: "/api/login",
        summary:
          "Sign in; an account with two-factor sign-in answers {twoFactorRequired: true} and no session yet",
      },
    })
    .input(loginInput)
    .output(loginAnswerOutput)
    .mutation(async ({ ctx, input }) => {
      const client = signInClientOf(ctx);
      const user = await authenticate(ctx.db, input, client, ctx.now());
      if (user.twoFactorEnabledAt) {
        const challenge = await startTwoFactorChallenge(ctx.db, user.id, ctx.now());
        ctx.cookies.setTwoFactor(challenge.token, challenge.expiresAt);
        return { twoFactorRequired: true as const };
      }
      await recordSignIn(ctx.db, user.id, true, "password", client, ctx.now());
      return { user: toPublicUser(await signIn(ctx, user)) };
    }),

  loginTwoFactor: publicProcedure
    .meta({
      passwordWork: true,
      rest: {
        method: "POST",
        path: "/api/login/two-factor",
        summary: "Finish a two-factor sign-in with the app's code or a recovery code, within 5 minutes",
      },
    })
    .input(twoFactorLoginInput)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      const client = signInClientOf(ctx);
      const user = await completeTwoFactorSignIn(ctx.db, ctx.twoFactorToken, input.code, client, ctx.now());
      ctx.cookies.clearTwoFactor();
      return { user: toPublicUser(await signIn(ctx, user)) };
    }),

  logout: publicProcedure
    .meta({ rest: { method: "POST", path: "/api/logout", summary: "Sign out" } })
    .output(logoutOutput)
    .mutation(async ({ ctx }) => {
      if (ctx.sessionToken) await endSession(ctx.db, ctx.sessionToken);
      ctx.cookies.clear();
      return { success: true as const };
    }),

  /** The signed-in user; 401 when there is none (the web app reads that as signed out). */
  me: sessionProcedure
    // Open during two-factor enrolment: the enrolment page needs to know who is signed in.
    .meta({ rest: { method: "GET", path: "/api/user", summary: "The signed-in user" }, twoFactorSetup: true })
    .output(publicUserOutput)
    .query(({ ctx }) => {
      const { business: _business, ...user } = ctx.user;
      return toPublicUser(user);
    }),

  /** The signed-in user's business; 401 signed out, 404 when the user has none (an admin). */
  business: sessionProcedure
    .meta({ rest: { method: "GET", path: "/api/business", summary: "The signed-in user's business" } })
    .output(publicBusinessOutput)
    // Read with the session: the page's first reads ask for it with every view.
    .query(({ ctx }) => {
      if (!ctx.user.business) throw notFound(MESSAGES.noBusiness);
      return toPublicBusiness(ctx.user.business);
    }),
});

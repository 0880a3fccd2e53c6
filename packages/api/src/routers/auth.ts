import { MESSAGES, loginInput, registerInput } from "@scalemsp/validators";
import { authenticate, endSession, getBusiness, registerAccount, startSession } from "../domain/accounts";
import { toPublicUser } from "../domain/serialize";
import { notFound } from "../errors";
import {
  loginOutput,
  logoutOutput,
  publicBusinessOutput,
  publicUserOutput,
  registerOutput,
} from "../outputs";
import { createTRPCRouter, publicProcedure, sessionProcedure } from "../trpc";

export const authRouter = createTRPCRouter({
  register: publicProcedure
    .meta({
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
      const { token, session } = await startSession(ctx.db, result.user.id, ctx.now());
      ctx.cookies.set(token, session.expiresAt);
      return result;
    }),

  login: publicProcedure
    .meta({ rest: { method: "POST", path: "/api/login", summary: "Sign in" } })
    .input(loginInput)
    .output(loginOutput)
    .mutation(async ({ ctx, input }) => {
      const user = await authenticate(ctx.db, input, ctx.clientIp, ctx.now());
      // Sign-in always issues a new token; an old cookie's session is ended.
      if (ctx.sessionToken) await endSession(ctx.db, ctx.sessionToken);
      const { token, session } = await startSession(ctx.db, user.id, ctx.now());
      ctx.cookies.set(token, session.expiresAt);
      return { user: toPublicUser(user) };
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
    .meta({ rest: { method: "GET", path: "/api/user", summary: "The signed-in user" } })
    .output(publicUserOutput)
    .query(({ ctx }) => {
      const { business: _business, ...user } = ctx.user;
      return toPublicUser(user);
    }),

  /** The signed-in user's business; 401 signed out, 404 when the user has none (an admin). */
  business: sessionProcedure
    .meta({ rest: { method: "GET", path: "/api/business", summary: "The signed-in user's business" } })
    .output(publicBusinessOutput)
    .query(async ({ ctx }) => {
      const business = ctx.user.businessId ? await getBusiness(ctx.db, ctx.user.businessId) : null;
      if (!business) throw notFound(MESSAGES.noBusiness);
      return business;
    }),
});

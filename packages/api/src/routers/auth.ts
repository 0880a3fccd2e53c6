import { loginInput, registerInput } from "@scalemsp/validators";
import { authenticate, endSession, getBusiness, registerAccount, startSession } from "../domain/accounts";
import { toPublicUser } from "../domain/serialize";
import { notFound, unauthorized } from "../errors";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const authRouter = createTRPCRouter({
  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    const result = await registerAccount(ctx.db, input, ctx.clientIp, ctx.now());
    const { token, session } = await startSession(ctx.db, result.user.id, ctx.now());
    ctx.cookies.set(token, session.expiresAt);
    return result;
  }),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const user = await authenticate(ctx.db, input, ctx.clientIp, ctx.now());
    // Sign-in always issues a new token; an old cookie's session is ended.
    if (ctx.sessionToken) await endSession(ctx.db, ctx.sessionToken);
    const { token, session } = await startSession(ctx.db, user.id, ctx.now());
    ctx.cookies.set(token, session.expiresAt);
    return { user: toPublicUser(user) };
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionToken) await endSession(ctx.db, ctx.sessionToken);
    ctx.cookies.clear();
    return { success: true as const };
  }),

  /** The signed-in user; 401 when there is none (the web app reads that as signed out). */
  me: publicProcedure.query(({ ctx }) => {
    if (!ctx.user) throw unauthorized();
    const { business: _business, ...user } = ctx.user;
    return toPublicUser(user);
  }),

  /** The signed-in user's business; 401 signed out, 404 when the user has none (an admin). */
  business: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.user) throw unauthorized();
    const business = ctx.user.businessId ? await getBusiness(ctx.db, ctx.user.businessId) : null;
    if (!business) throw notFound("No business is linked to this account");
    return business;
  }),
});

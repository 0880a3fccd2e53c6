import { initTRPC } from "@trpc/server";
import { MESSAGES } from "@scalemsp/validators";
import type { Context, SessionUser } from "./context";
import { forbidden, unauthorized } from "./errors";
import { describeError } from "./http-errors";

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const { message, errors, retryAfterSeconds } = describeError(error);
    return {
      ...shape,
      message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        errors,
        retryAfterSeconds,
      },
    };
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const mergeRouters = t.mergeRouters;

export const publicProcedure = t.procedure;

/** Signed in, active, and (for non-admins) in an active business. */
export const memberProcedure = t.procedure.use(({ ctx, next }) => {
  const user = ctx.user;
  if (!user) throw unauthorized();
  if (!user.isActive || (user.business && !user.business.isActive))
    throw forbidden(MESSAGES.accountDeactivated);
  return next({ ctx: { ...ctx, user: user as SessionUser } });
});

export const ownerProcedure = memberProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== "business_owner" && ctx.user.role !== "admin") throw forbidden();
  return next();
});

export const adminProcedure = memberProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== "admin") throw forbidden(MESSAGES.adminOnly);
  return next();
});

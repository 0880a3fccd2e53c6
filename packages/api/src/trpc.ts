import { TRPCError, initTRPC } from "@trpc/server";
import { MESSAGES, controlCharacterPaths } from "@scalemsp/validators";
import { PasswordWorkBusyError } from "@scalemsp/auth";
import { accessError, type Access } from "./access";
import { checkAccess } from "./access-gate";
import { FieldErrors, serverBusy } from "./errors";
import type { Context, SessionUser } from "./context";
import { describeError } from "./http-errors";
import type { ProcedureMeta } from "./meta";

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
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

/**
 * The gate, reading the level the procedure declares: what runs is what the OpenAPI document
 * says. With the admin setting on, an admin without two-factor sign-in passes no admin level
 * (issue 10); their own Security procedures are member-level and stay open.
 */
const gate = t.middleware(async ({ ctx, meta, next }) => {
  const decision = await checkAccess(ctx.db, ctx.user, meta?.access ?? "admin");
  if (!decision.allowed) throw accessError(decision);
  return next();
});

/** After the gate let a signed-in level through, the user is there. */
const signedIn = gate.unstable_pipe(({ ctx, next }) => {
  if (!ctx.user) throw accessError({ allowed: false, status: 401, message: MESSAGES.notSignedIn });
  return next({ ctx: { ...ctx, user: ctx.user satisfies SessionUser } });
});

/** Password work refused because its queue is full answers 503 with Retry-After, never 500. */
const passwordWorkBusy = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof PasswordWorkBusyError) {
    throw serverBusy(result.error.cause.retryAfterSeconds);
  }
  return result;
});

/** The one text rule (packages/validators/src/text.ts), on every input after the gate, before its schema. */
const plainText = t.middleware(async ({ getRawInput, next }) => {
  const fields = controlCharacterPaths(await getRawInput());
  if (fields.length === 0) return next();
  const errors = Object.fromEntries(fields.map((field) => [field || "input", MESSAGES.controlCharacters]));
  throw new TRPCError({
    code: "BAD_REQUEST",
    message: MESSAGES.controlCharacters,
    cause: new FieldErrors(errors),
  });
});

const gated = (access: Access) => t.procedure.use(passwordWorkBusy).meta({ access });

/** Anyone, signed in or not. */
export const publicProcedure = gated("public").use(gate).use(plainText);
/** Signed in, whatever the account's state: reading who one is. */
export const sessionProcedure = gated("signedIn").use(signedIn).use(plainText);
/** Signed in, active, and (for non-admins) in an active business. */
export const memberProcedure = gated("member").use(signedIn).use(plainText);
/** A business's owner, or an admin. */
export const ownerProcedure = gated("owner").use(signedIn).use(plainText);
/** Admins only. */
export const adminProcedure = gated("admin").use(signedIn).use(plainText);

import { TRPCError, initTRPC, type AnyTRPCRouter } from "@trpc/server";
import { MESSAGES, plainTextIssues } from "@scalemsp/validators";
import { PasswordWorkBusyError, withPasswordWorkDeclared } from "@scalemsp/auth";
import { accessError, type Access } from "./access";
import { checkAccess } from "./access-gate";
import { FieldErrors, serverBusy } from "./errors";
import type { Context, SessionUser } from "./context";
import { describeError } from "./http-errors";
import type { ProcedureMeta } from "./meta";
import { recordOf, recordingDeclarations, rememberRecord } from "./declarations";

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

export const createCallerFactory = t.createCallerFactory;

/** A router whose procedures' declarations the REST mirror and the batch rules can read. */
export const createTRPCRouter = ((record) => rememberRecord(t.router(record), record)) as typeof t.router;

/** Routers side by side under one name (`auth` holds sign-in and the password reset). */
export const mergeRouters = ((...routers: AnyTRPCRouter[]) =>
  rememberRecord(
    t.mergeRouters(...routers),
    Object.assign({}, ...routers.map((router) => recordOf(router))) as Record<string, unknown>,
  )) as typeof t.mergeRouters;

/**
 * The gate, reading what the procedure declares: its level (what runs is what the OpenAPI
 * document says) and whether it serves two-factor enrolment, which an admin the setting
 * requires it of may still reach (contract §14).
 */
async function admit(ctx: Context, meta: ProcedureMeta | undefined): Promise<void> {
  const decision = await checkAccess(ctx.db, ctx.user, meta?.access ?? "admin", meta);
  if (!decision.allowed) throw accessError(decision);
}

/**
 * The gate, then the text rules (packages/validators/src/text.ts: depth, control characters,
 * lone surrogates) on the input, before its schema: what every procedure passes first,
 * whatever its level.
 */
async function admitPlainText(
  ctx: Context,
  meta: ProcedureMeta | undefined,
  getRawInput: () => Promise<unknown>,
) {
  await admit(ctx, meta);
  const issues = plainTextIssues(await getRawInput());
  if (issues.length === 0) return;
  const errors = Object.fromEntries(issues.map((issue) => [issue.path || "input", issue.message]));
  throw new TRPCError({ code: "BAD_REQUEST", message: issues[0]!.message, cause: new FieldErrors(errors) });
}

/** Password work refused because its queue is full answers 503 with Retry-After, never 500. */
function busyAs503<R extends { ok: boolean }>(result: R): R {
  const error = "error" in result ? result.error : undefined;
  if (!result.ok && error instanceof TRPCError && error.cause instanceof PasswordWorkBusyError) {
    throw serverBusy(error.cause.retryAfterSeconds);
  }
  return result;
}

/**
 * The gate and the text rule before the call; the call inside the password-work scope its meta
 * declares (an undeclared hash or verification throws), and a full password queue as a 503.
 */
const guarded = t.middleware(async ({ ctx, meta, getRawInput, next }) => {
  await admitPlainText(ctx, meta, getRawInput);
  return busyAs503(await withPasswordWorkDeclared(meta?.passwordWork === true, () => next()));
});

/** For signed-in levels: the gate has refused a caller with no user (401); the context says so. */
const signedIn = t.middleware(({ ctx, next }) => {
  const user = ctx.user;
  if (!user) throw accessError({ allowed: false, status: 401, message: MESSAGES.notSignedIn });
  return next({ ctx: { user: user satisfies SessionUser } });
});

const gated = (access: Access) => recordingDeclarations(t.procedure).meta({ access }).use(guarded);

/** Anyone, signed in or not. */
export const publicProcedure = gated("public");
/** Signed in, whatever the account's state: reading who one is. */
export const sessionProcedure = gated("signedIn").use(signedIn);
/** Signed in, active, and (for non-admins) in an active business. */
export const memberProcedure = gated("member").use(signedIn);
/** A business's owner, or an admin. */
export const ownerProcedure = gated("owner").use(signedIn);
/** Admins only. */
export const adminProcedure = gated("admin").use(signedIn);

import { TRPCError, initTRPC } from "@trpc/server";
import { MESSAGES, plainTextIssues } from "@scalemsp/validators";
import { PasswordWorkBusyError } from "@scalemsp/auth";
import { accessError, type Access, type AccessDecision } from "./access";
import { checkAccess } from "./access-gate";
import { FieldErrors, serverBusy } from "./errors";
import type { Context, SessionUser } from "./context";
import { describeError } from "./http-errors";
import type { ProcedureMeta } from "./meta";
import { parseSyncFirst } from "./sync-parse";

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

// Every router's procedures check their input and output with a synchronous-first parse.
export const createTRPCRouter = ((record) => parseSyncFirst(t.router(record))) as typeof t.router;
export const createCallerFactory = t.createCallerFactory;
export const mergeRouters = ((...routers) =>
  parseSyncFirst(t.mergeRouters(...routers))) as typeof t.mergeRouters;

/**
 * The gate, reading what the procedure declares: its level (what runs is what the OpenAPI
 * document says) and whether it serves two-factor enrolment, which an admin the setting
 * requires it of may still reach (contract §14).
 */
function admit(ctx: Context, meta: ProcedureMeta | undefined): void | Promise<void> {
  const decision = checkAccess(ctx.db, ctx.user, meta?.access ?? "admin", meta);
  if (decision instanceof Promise) return decision.then(refuseUnlessAllowed);
  refuseUnlessAllowed(decision);
}

function refuseUnlessAllowed(decision: AccessDecision) {
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
  const admitting = admit(ctx, meta);
  if (admitting) await admitting;
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

// Each level's rules are one middleware, not one per rule: every step of tRPC's middleware
// chain copies the call's options (and the context, when it changes) once more.

/** The gate and the text rule, around the call: for levels that let anyone through. */
const guarded = t.middleware(async ({ ctx, meta, getRawInput, next }) => {
  await admitPlainText(ctx, meta, getRawInput);
  return busyAs503(await next());
});

/** The same for signed-in levels: the gate has refused a caller with no user (401). */
const guardedSignedIn = t.middleware(async ({ ctx, meta, getRawInput, next }) => {
  await admitPlainText(ctx, meta, getRawInput);
  const user = ctx.user;
  if (!user) throw accessError({ allowed: false, status: 401, message: MESSAGES.notSignedIn });
  return busyAs503(await next({ ctx: { user: user satisfies SessionUser } }));
});

const gated = (access: Access) => t.procedure.meta({ access });

/** Anyone, signed in or not. */
export const publicProcedure = gated("public").use(guarded);
/** Signed in, whatever the account's state: reading who one is. */
export const sessionProcedure = gated("signedIn").use(guardedSignedIn);
/** Signed in, active, and (for non-admins) in an active business. */
export const memberProcedure = gated("member").use(guardedSignedIn);
/** A business's owner, or an admin. */
export const ownerProcedure = gated("owner").use(guardedSignedIn);
/** Admins only. */
export const adminProcedure = gated("admin").use(guardedSignedIn);

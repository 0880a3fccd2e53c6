import type { FastifyReply, FastifyRequest } from "fastify";
import { createCaller } from "@scalemsp/api";
import { SESSION_COOKIE_NAME } from "@scalemsp/auth";
import type { FirstRead } from "@scalemsp/validators";
import { contextFromRequest, type ContextDeps } from "./context";
import { readsAtOnce } from "./reads-at-once";

/** A session's page reads running at once on this server (contract §14 'signed-in pages'). */
export const PAGE_READS_AT_ONCE_PER_SESSION = 2;
const readsRunning = readsAtOnce(PAGE_READS_AT_ONCE_PER_SESSION);

type Procedure = (input?: unknown) => Promise<unknown>;

/** Follows a dotted tRPC path through a caller (`caller.sessions.list`). */
export function procedureAt(caller: unknown, path: string): Procedure {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as Procedure;
}

/** A read whose error means "none" to the web app answers null (session/session-queries.ts). */
async function orNull(read: Promise<unknown>, code: string) {
  try {
    return await read;
  } catch (error) {
    if ((error as { code?: string }).code === code) return null;
    throw error;
  }
}

/**
 * The viewer's first reads of a member page: who is signed in, their business, and the page's
 * own reads (the tRPC paths its route declares, `staticData.firstReads`, none taking an input here;
 * e2e/member-paint.spec.ts checks that the page then reads nothing more on its first screen),
 * each answered as over /trpc. Undefined when no one is signed in (the page then
 * reads as it always did, and is sent to the sign-in page), or while the session already has
 * its most page reads running (the page then reads over /trpc); a read that fails is left out,
 * for the page to make and show as it would.
 */
export async function firstReadsOf(
  deps: ContextDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  pageReads: readonly string[],
): Promise<FirstRead[] | undefined> {
  const token = req.cookies[SESSION_COOKIE_NAME];
  if (!token) return undefined;
  const release = readsRunning.enter(token);
  if (!release) return undefined;
  try {
    return await readsOf(deps, req, reply, pageReads);
  } finally {
    release();
  }
}

async function readsOf(
  deps: ContextDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  pageReads: readonly string[],
): Promise<FirstRead[] | undefined> {
  const caller = createCaller(await contextFromRequest(deps, req, reply));
  const me = await caller.auth.me().catch(() => undefined);
  if (!me) return undefined;
  const reads = [...(me.businessId === null ? [] : ["auth.business"]), ...pageReads];
  const answers = await Promise.allSettled(
    reads.map((path) =>
      path === "auth.business"
        ? orNull(procedureAt(caller, path)(), "NOT_FOUND")
        : procedureAt(caller, path)(),
    ),
  );
  return [
    { path: "auth.me", data: me },
    ...answers.flatMap((answer, index) =>
      answer.status === "fulfilled" ? [{ path: reads[index] ?? "", data: answer.value }] : [],
    ),
  ];
}

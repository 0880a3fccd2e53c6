import type { FastifyReply, FastifyRequest } from "fastify";
import { createCaller } from "@scalemsp/api";
import type { FirstRead } from "@scalemsp/validators";
import { contextFromRequest, type ContextDeps } from "./context";
import { procedureAt } from "./member-reads";

/** The codes of a read that finds nothing at these parameters: an unknown or malformed slug. */
const NOTHING_THERE = new Set(["NOT_FOUND", "BAD_REQUEST"]);

/**
 * The first reads of a public page with path parameters (decision 073), each made as over /trpc
 * with the parameters as its input (`newsletter.issue` with `{ slug }`). Null when one finds
 * nothing there, for the page to be the 404 page; undefined when one fails otherwise, for the
 * app to make them and show what it shows then.
 */
export async function pathReadsOf(
  deps: ContextDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  reads: readonly string[],
  params: Readonly<Record<string, string>>,
): Promise<FirstRead[] | null | undefined> {
  const caller = createCaller(await contextFromRequest(deps, req, reply));
  const answers = await Promise.allSettled(reads.map((path) => procedureAt(caller, path)(params)));
  const results: FirstRead[] = [];
  for (const [index, answer] of answers.entries()) {
    if (answer.status === "rejected") {
      const code = (answer.reason as { code?: string }).code;
      if (code !== undefined && NOTHING_THERE.has(code)) return null;
      req.log.error({ err: answer.reason, read: reads[index] }, "a page's read failed");
      return undefined;
    }
    results.push({ path: reads[index] ?? "", input: params, data: answer.value });
  }
  return results;
}

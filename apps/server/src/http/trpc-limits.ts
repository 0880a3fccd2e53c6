import type { FastifyInstance } from "fastify";
import { PASSWORD_PROCEDURES } from "@scalemsp/api";
import { MESSAGES, TRPC_MAX_BATCH_SIZE } from "@scalemsp/validators";

/** The procedure names of a `/trpc/a.b,c.d?batch=1` URL. */
export function trpcPathsOf(url: string): string[] {
  const rest = url.slice("/trpc/".length).split("?")[0] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    decoded = rest;
  }
  return decoded.split(",").filter(Boolean);
}

/**
 * Refuses, before any call runs, a tRPC request that carries more calls than a batch may
 * (tRPC's own `maxBatchSize` answers the same) or more than one password call: a batch
 * must not multiply sign-in attempts or password hashing.
 */
export function registerTrpcLimits(app: FastifyInstance) {
  // A plain hook, not an async one: most requests pass it, and each async hook costs a promise.
  app.addHook("onRequest", (req, reply, done) => {
    if (!req.url.startsWith("/trpc/")) return done();
    const paths = trpcPathsOf(req.url);
    if (paths.length > TRPC_MAX_BATCH_SIZE) {
      return void reply.code(400).send({ message: MESSAGES.tooManyCalls });
    }
    if (paths.filter((p) => PASSWORD_PROCEDURES.has(p)).length > 1) {
      return void reply.code(400).send({ message: MESSAGES.oneSignInPerRequest });
    }
    done();
  });
}

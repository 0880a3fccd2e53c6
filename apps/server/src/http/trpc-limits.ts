import type { FastifyInstance } from "fastify";
import { PASSWORD_WORK_PATHS } from "@scalemsp/api";
import { MESSAGES, TRPC_MAX_BATCH_SIZE } from "@scalemsp/validators";
import { TRPC_ROUTE_URL } from "./trpc";

/**
 * Refuses, before any call runs, a tRPC request that carries more calls than a batch may
 * (tRPC's own `maxBatchSize` answers the same) or more than one call that declares password
 * work: a batch must not multiply sign-in attempts or password hashing.
 */
export function registerTrpcLimits(app: FastifyInstance) {
  app.addHook("onRequest", (req, reply, done) => {
    // The route is found before this hook runs: its `path` parameter holds the names, decoded.
    const path = (req.params as { path?: unknown }).path;
    if (req.routeOptions.url !== TRPC_ROUTE_URL || typeof path !== "string") return done();
    const paths = path.split(",").filter(Boolean);
    if (paths.length > TRPC_MAX_BATCH_SIZE) {
      return void reply.code(400).send({ message: MESSAGES.tooManyCalls });
    }
    if (paths.filter((p) => PASSWORD_WORK_PATHS.has(p)).length > 1) {
      return void reply.code(400).send({ message: MESSAGES.oneSignInPerRequest });
    }
    done();
  });
}

import type { FastifyInstance } from "fastify";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import { appRouter, describeError, type AppRouter } from "@scalemsp/api";
import { TRPC_MAX_BATCH_SIZE } from "@scalemsp/validators";
import { contextFromRequest, type ContextDeps } from "./context";

/** tRPC's one route, as its Fastify plugin mounts it under `/trpc`. */
export const TRPC_ROUTE_URL = "/trpc/:path";

/**
 * tRPC over HTTP through its own Fastify adapter: one call or a batch, tRPC's envelope, status
 * and errors. A refusal that names a wait (429, 503) carries `Retry-After`; a call that fails
 * for no reason of the caller's is logged.
 */
export async function registerTrpc(scope: FastifyInstance, deps: ContextDeps) {
  await scope.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      createContext: ({ req, res }) => contextFromRequest(deps, req, res),
      responseMeta({ errors }) {
        const retryAfter = errors.map((error) => describeError(error).retryAfterSeconds).find(Boolean);
        return retryAfter ? { headers: { "retry-after": String(retryAfter) } } : {};
      },
      onError({ error, path, req }) {
        if (error.code === "INTERNAL_SERVER_ERROR")
          req.log.error({ err: error.cause ?? error, path }, "procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
}

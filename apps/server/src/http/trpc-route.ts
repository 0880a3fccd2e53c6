import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AnyRouter, inferRouterContext } from "@trpc/server";
import { resolveResponse, type HTTPErrorHandler, type ResponseMetaFn } from "@trpc/server/http";
import { incomingMessageToRequest } from "@trpc/server/adapters/node-http";

export interface TrpcRouteOptions<TRouter extends AnyRouter> {
  router: TRouter;
  maxBatchSize: number;
  createContext: (req: FastifyRequest, reply: FastifyReply) => Promise<inferRouterContext<TRouter>>;
  responseMeta?: ResponseMetaFn<TRouter>;
  onError?: HTTPErrorHandler<TRouter, FastifyRequest>;
}

/**
 * `/trpc/:path`, as tRPC's Fastify plugin does it but for one step: the plugin hands Fastify
 * the Fetch `Response` itself, whose body Fastify then pipes as a stream, so the entity tag
 * hook never sees it (no 304 for the web app's reads) and every answer pays for a stream.
 * The web app's links read whole JSON answers, so each is read into one string and sent as
 * the REST mirror's are: tagged, compressed, and 304 when the client's copy is current.
 */
export async function registerTrpcRoute<TRouter extends AnyRouter>(
  scope: FastifyInstance,
  options: TrpcRouteOptions<TRouter>,
) {
  await scope.register(async (trpc) => {
    // tRPC reads the bodies itself (as its plugin sets up).
    trpc.removeContentTypeParser("application/json");
    trpc.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) =>
      done(null, body),
    );
    trpc.removeContentTypeParser("multipart/form-data");
    trpc.addContentTypeParser("multipart/form-data", {}, (_req, body, done) => done(null, body));

    trpc.all<{ Params: { path: string } }>("/trpc/:path", async (req, reply) => {
      const incoming = req.raw as IncomingMessage & { body?: unknown };
      if (req.body !== undefined) incoming.body = req.body;
      const response = await resolveResponse<TRouter>({
        router: options.router,
        maxBatchSize: options.maxBatchSize,
        responseMeta: options.responseMeta,
        req: incomingMessageToRequest(incoming, reply.raw, { maxBodySize: null }),
        path: req.params.path,
        error: null,
        createContext: () => options.createContext(req, reply),
        onError: (error) => options.onError?.({ ...error, req }),
      });
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        if (name !== "set-cookie") reply.header(name, value);
      });
      for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
      return reply.send(response.body ? await response.text() : undefined);
    });
  });
}

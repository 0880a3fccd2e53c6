import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AnyRouter, inferRouterContext } from "@trpc/server";
import { getHTTPStatusCode, resolveResponse, type HTTPErrorHandler } from "@trpc/server/http";
import { incomingMessageToRequest } from "@trpc/server/adapters/node-http";
import {
  getErrorShape,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type AnyRootTypes,
  type RootConfig,
  type TRPCError,
  type TRPCErrorShape,
} from "@trpc/server/unstable-core-do-not-import";
import { KeptBodies, sendKeptBody } from "./kept-answers";

export interface TrpcRouteOptions<TRouter extends AnyRouter> {
  router: TRouter;
  maxBatchSize: number;
  createContext: (req: FastifyRequest, reply: FastifyReply) => Promise<inferRouterContext<TRouter>>;
  /** Headers an answer carrying these errors adds (Retry-After). */
  errorHeaders?: (errors: TRPCError[]) => Record<string, string>;
  onError?: HTTPErrorHandler<TRouter, FastifyRequest>;
}

/** What tRPC puts on every answer to an HTTP call. */
const TRPC_VARY = "trpc-accept, accept";
const JSON_TYPE = "application/json";

/** Kept answers in tRPC's envelope for one call, `{"result":{"data":…}}`. */
const keptBodies = new KeptBodies(JSON_TYPE, (json) => `{"result":{"data":${json}}}`);

type Procedure = NonNullable<Awaited<ReturnType<typeof getProcedureAtPath>>>;

/** One call that the direct path answers: its procedure and its input, read as tRPC would. */
interface DirectCall {
  procedure: Procedure;
  type: "query" | "mutation";
  input: unknown;
}

/**
 * The call of a request the direct path can answer exactly as tRPC's `resolveResponse` would:
 * one procedure (no batch, no streaming), a query by GET or a mutation by POST, and JSON input
 * that parses. Anything else (batches, unknown paths, wrong methods, uploads, bad JSON) goes to
 * `resolveResponse`, which answers it, errors included, as it always has.
 */
async function directCallOf(
  router: AnyRouter,
  req: FastifyRequest,
  path: string,
): Promise<DirectCall | null> {
  const query = req.query as Record<string, unknown>;
  if ("batch" in query || req.headers["trpc-accept"] !== undefined) return null;
  if (req.headers.accept?.includes("application/jsonl")) return null;
  const contentType = req.headers["content-type"]?.split(";", 1)[0]?.trim().toLowerCase();
  const procedure = await getProcedureAtPath(router, path);
  if (!procedure) return null;
  const type = procedure._def.type;
  let text: unknown;
  if (type === "query" && req.method === "GET" && (contentType === undefined || contentType === JSON_TYPE)) {
    text = query.input;
    if (text === undefined || text === "") return { procedure, type, input: undefined };
  } else if (type === "mutation" && req.method === "POST" && contentType === JSON_TYPE) {
    text = req.body;
  } else return null;
  if (typeof text !== "string" || text === "") return null;
  try {
    return { procedure, type, input: JSON.parse(text) };
  } catch {
    return null;
  }
}

/**
 * `/trpc/:path`, as tRPC's Fastify plugin does it but for two steps. The plugin hands Fastify
 * the Fetch `Response` itself, whose body Fastify then pipes as a stream, so the entity tag
 * hook never sees it (no 304 for the web app's reads) and every answer pays for a stream; here
 * each answer is one string, tagged, compressed and 304 as the REST mirror's are. And a single
 * call (what the web app's link sends for one query or mutation) is run directly, as the REST
 * mirror runs it: tRPC's Fetch `Request`, abort signals and web streams cost a cheap call
 * about as much as its own work, and a kept answer (the resource list) is written once, not on
 * every call. Its answers, errors included, are tRPC's: the same envelope, error shape, status
 * and headers.
 */
export async function registerTrpcRoute<TRouter extends AnyRouter>(
  scope: FastifyInstance,
  options: TrpcRouteOptions<TRouter>,
) {
  const { router } = options;
  const config = router._def._config as RootConfig<AnyRootTypes>;

  async function answerDirectly(req: FastifyRequest, reply: FastifyReply, path: string, call: DirectCall) {
    const { procedure, type, input } = call;
    let ctx: inferRouterContext<TRouter> | undefined;
    let data: unknown;
    try {
      const context = await options.createContext(req, reply);
      ctx = context;
      const getRawInput = async () => input;
      data = await procedure({ path, type, ctx: context, getRawInput, signal: undefined, batchIndex: 0 });
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      options.onError?.({ error, type, path, input, ctx, req });
      const shape = getErrorShape({ config, error, type, path, input, ctx }) as TRPCErrorShape;
      const body = { error: shape };
      reply
        .code(getHTTPStatusCode([body]))
        .header("vary", TRPC_VARY)
        .type(JSON_TYPE);
      for (const [name, value] of Object.entries(options.errorHeaders?.([error]) ?? {}))
        reply.header(name, value);
      return reply.send(JSON.stringify(transformTRPCResponse(config, body)));
    }
    reply.header("vary", TRPC_VARY);
    const kept = keptBodies.of(data);
    if (kept) return sendKeptBody(req, reply, kept, 200);
    return reply
      .code(200)
      .type(JSON_TYPE)
      .send(JSON.stringify(transformTRPCResponse(config, { result: { data } })));
  }

  await scope.register(async (trpc) => {
    // tRPC reads the bodies itself (as its plugin sets up).
    trpc.removeContentTypeParser("application/json");
    trpc.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) =>
      done(null, body),
    );
    trpc.removeContentTypeParser("multipart/form-data");
    trpc.addContentTypeParser("multipart/form-data", {}, (_req, body, done) => done(null, body));

    trpc.all<{ Params: { path: string } }>("/trpc/:path", async (req, reply) => {
      const path = req.params.path;
      const direct = await directCallOf(router, req, path);
      if (direct) return answerDirectly(req, reply, path, direct);

      const incoming = req.raw as IncomingMessage & { body?: unknown };
      if (req.body !== undefined) incoming.body = req.body;
      const response = await resolveResponse<TRouter>({
        router,
        maxBatchSize: options.maxBatchSize,
        responseMeta: ({ errors }) => ({ headers: options.errorHeaders?.(errors) ?? {} }),
        req: incomingMessageToRequest(incoming, reply.raw, { maxBodySize: null }),
        path,
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

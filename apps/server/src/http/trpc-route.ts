import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AnyProcedure, AnyRouter, inferRouterContext } from "@trpc/server";
import { getHTTPStatusCode, resolveResponse, type HTTPErrorHandler } from "@trpc/server/http";
import { incomingMessageToRequest } from "@trpc/server/adapters/node-http";
import {
  defaultTransformer,
  getErrorShape,
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

/** The one route of every tRPC call: `/trpc/a.b` or a batch, `/trpc/a.b,c.d?batch=1`. */
export const TRPC_ROUTE_URL = "/trpc/:path";

/** What tRPC puts on every answer to an HTTP call. */
const TRPC_VARY = "trpc-accept, accept";
const JSON_TYPE = "application/json";

/** Kept answers in tRPC's envelope, `{"result":{"data":…}}`, alone and as a batch of one. */
const envelope = (json: string) => `{"result":{"data":${json}}}`;
const keptBodies = new KeptBodies(JSON_TYPE, envelope);
const keptBatchBodies = new KeptBodies(JSON_TYPE, (json) => `[${envelope(json)}]`);

/** One call that the direct path answers: its procedure and its input, read as tRPC would. */
interface DirectCall {
  path: string;
  procedure: AnyProcedure;
  type: "query" | "mutation";
  input: unknown;
}

/** A request the direct path answers: its calls, and whether they came as a batch. */
interface DirectRequest {
  calls: DirectCall[];
  batch: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The calls of a request the direct path can answer exactly as tRPC's `resolveResponse` would:
 * one call, or a batch (`?batch=1`, what the web app's link sends) within the size limit, of
 * procedures the router holds (its flattened record: no lazy router to load) that are all
 * queries by GET or all mutations by POST, no streaming, and JSON input that parses (an object
 * of inputs by index for a batch). Anything else (unknown paths, wrong methods, uploads, bad
 * JSON, streaming) goes to `resolveResponse`, which answers it, errors included, as it always
 * has. Synchronous: a request costs no promise before its first call starts.
 */
function directRequestOf(
  procedures: Readonly<Record<string, AnyProcedure | undefined>>,
  req: FastifyRequest,
  path: string,
  maxBatchSize: number,
): DirectRequest | null {
  const query = req.query as Record<string, unknown>;
  if (req.headers["trpc-accept"] !== undefined || req.headers.accept?.includes("application/jsonl"))
    return null;
  if ("batch" in query && query.batch !== "1") return null;
  const batch = query.batch === "1";
  const paths = batch ? path.split(",") : [path];
  if (paths.length > maxBatchSize) return null;
  const contentType = req.headers["content-type"]?.split(";", 1)[0]?.trim().toLowerCase();
  let type: DirectCall["type"];
  let text: unknown;
  if (req.method === "GET" && (contentType === undefined || contentType === JSON_TYPE)) {
    type = "query";
    text = query.input;
  } else if (req.method === "POST" && contentType === JSON_TYPE) {
    type = "mutation";
    text = req.body;
    if (typeof text !== "string" || text === "") return null;
  } else return null;

  let inputs: unknown;
  if (text !== undefined && text !== "") {
    if (typeof text !== "string") return null;
    try {
      inputs = JSON.parse(text);
    } catch {
      return null;
    }
  }
  if (batch && inputs !== undefined && !isPlainObject(inputs)) return null;

  const calls: DirectCall[] = [];
  for (const [index, callPath] of paths.entries()) {
    // A null-prototype record: no path names anything but a procedure.
    const procedure = procedures[callPath];
    if (!procedure || procedure._def.type !== type) return null;
    const input = batch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs;
    calls.push({ path: callPath, procedure, type, input });
  }
  return { calls, batch };
}

/**
 * `/trpc/:path`, as tRPC's Fastify plugin does it but for two steps. The plugin hands Fastify
 * the Fetch `Response` itself, whose body Fastify then pipes as a stream, so the entity tag
 * hook never sees it (no 304 for the web app's reads) and every answer pays for a stream; here
 * each answer is one string, tagged, compressed and 304 as the REST mirror's are. And a call
 * or a batch of calls (what the web app's link sends) is run directly, as the REST mirror runs
 * a call: tRPC's Fetch `Request`, abort signals and web streams cost a cheap call about as much
 * as its own work, and a kept answer (the resource list) is written once, not on every call.
 * Its answers, errors included, are tRPC's: the same envelope, error shape, status and headers
 * (decision 048).
 */
export async function registerTrpcRoute<TRouter extends AnyRouter>(
  scope: FastifyInstance,
  options: TrpcRouteOptions<TRouter>,
) {
  const { router } = options;
  const procedures = router._def.procedures as Record<string, AnyProcedure | undefined>;
  const config = router._def._config as RootConfig<AnyRootTypes>;
  // Without a transformer of its own the router's answers are written as they are: tRPC's
  // transform would only copy each envelope into an equal one.
  const writtenAsIs = config.transformer === defaultTransformer;
  const transformed = (body: unknown) => (writtenAsIs ? body : transformTRPCResponse(config, body as never));

  type CallResult =
    { ok: true; data: unknown } | { ok: false; error: TRPCError; body: { error: TRPCErrorShape } };

  /** One call, as tRPC runs it: its data, or its error in tRPC's shape. */
  async function run(
    { path, procedure, type, input }: DirectCall,
    ctx: inferRouterContext<TRouter> | undefined,
    contextError: TRPCError | undefined,
    batchIndex: number,
    req: FastifyRequest,
  ): Promise<CallResult> {
    try {
      if (contextError) throw contextError;
      const data: unknown = await procedure({
        path,
        type,
        ctx,
        getRawInput: () => Promise.resolve(input),
        signal: undefined,
        batchIndex,
      });
      return { ok: true, data };
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      options.onError?.({ error, type, path, input, ctx, req });
      const shape = getErrorShape({ config, error, type, path, input, ctx }) as TRPCErrorShape;
      return { ok: false, error, body: { error: shape } };
    }
  }

  async function answerDirectly(req: FastifyRequest, reply: FastifyReply, request: DirectRequest) {
    let ctx: inferRouterContext<TRouter> | undefined;
    let contextError: TRPCError | undefined;
    try {
      ctx = await options.createContext(req, reply);
    } catch (cause) {
      contextError = getTRPCErrorFromUnknown(cause);
    }
    const { calls } = request;
    // As tRPC does: every call of a batch at once, each with its own error.
    const results =
      calls.length === 1
        ? [await run(calls[0]!, ctx, contextError, 0, req)]
        : await Promise.all(calls.map((call, index) => run(call, ctx, contextError, index, req)));
    reply.header("vary", TRPC_VARY);
    const [only] = results;
    if (results.length === 1 && only?.ok) {
      const kept = (request.batch ? keptBatchBodies : keptBodies).of(only.data);
      if (kept) return sendKeptBody(req, reply, kept, 200);
    }
    const bodies = results.map((result) => (result.ok ? { result: { data: result.data } } : result.body));
    const errors = results.flatMap((result) => (result.ok ? [] : [result.error]));
    reply.code(getHTTPStatusCode(bodies)).type(JSON_TYPE);
    for (const [name, value] of Object.entries(options.errorHeaders?.(errors) ?? {}))
      reply.header(name, value);
    const json = JSON.stringify(transformed(request.batch ? bodies : bodies[0]!));
    return reply.send(json);
  }

  await scope.register(async (trpc) => {
    // tRPC reads the bodies itself (as its plugin sets up).
    trpc.removeContentTypeParser("application/json");
    trpc.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) =>
      done(null, body),
    );
    trpc.removeContentTypeParser("multipart/form-data");
    trpc.addContentTypeParser("multipart/form-data", {}, (_req, body, done) => done(null, body));

    trpc.all<{ Params: { path: string } }>(TRPC_ROUTE_URL, async (req, reply) => {
      const path = req.params.path;
      const direct = directRequestOf(procedures, req, path, options.maxBatchSize);
      if (direct) return answerDirectly(req, reply, direct);

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

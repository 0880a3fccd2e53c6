import { create as contentDisposition } from "content-disposition";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TRPCError } from "@trpc/server";
import { describeError, fileAnswer, type RestProcedure } from "@scalemsp/api";
import { MESSAGES } from "@scalemsp/validators";
import { contextFromRequest, type ContextDeps } from "../http/context";
import { errorBody } from "../http/error-body";
import { FORM_BODY, JSON_BODY } from "../http/request-guards";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `/api/modules/{id}` → `/api/modules/:id`; `{token}.ics` → `:token.ics`. */
export const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

export function sendError(reply: FastifyReply, error: unknown, failureFlag = false) {
  const trpcError =
    error instanceof TRPCError ? error : new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error });
  const described = describeError(trpcError);
  if (described.status >= 500) reply.log.error({ err: trpcError.cause ?? trpcError }, "procedure failed");
  if (described.retryAfterSeconds) reply.header("retry-after", String(described.retryAfterSeconds));
  return reply.code(described.status).send(errorBody(described.message, described.errors, failureFlag));
}

const badInput = () => new TRPCError({ code: "BAD_REQUEST", message: MESSAGES.invalidInput });

/**
 * The procedure's input from the request: the query (GET) or the body, plus the query fields
 * the row names, with path parameters winning over any field of the same name.
 */
function inputOf(req: FastifyRequest, route: RestProcedure): unknown {
  const params = (req.params ?? {}) as Record<string, string>;
  const query = (req.query ?? {}) as Record<string, unknown>;
  let source: unknown = route.rest.method === "GET" ? req.query : req.body;
  if (route.rest.formBody && req.headers["content-type"]?.startsWith(FORM_BODY)) {
    // The form's own fields are RFC 8058's marker, checked here; the input comes from the query.
    const form = route.rest.formBody.safeParse(req.body);
    if (!form.success)
      throw new TRPCError({ code: "BAD_REQUEST", message: MESSAGES.invalidInput, cause: form.error });
    source = undefined;
  }
  const fromQuery = Object.fromEntries(
    (route.rest.query ?? []).filter((k) => k in query).map((k) => [k, query[k]]),
  );
  const extra = { ...fromQuery, ...params };
  if (source === undefined || source === null) return Object.keys(extra).length > 0 ? extra : undefined;
  if (!isPlainObject(source)) throw badInput();
  return { ...source, ...extra };
}

function answer(reply: FastifyReply, route: RestProcedure, output: unknown) {
  const status = route.rest.status ?? 200;
  if (status === 204) return reply.code(204).send();
  if (route.rest.file) {
    const file = fileAnswer.parse(output);
    if (route.rest.file.cacheControl) reply.header("cache-control", route.rest.file.cacheControl);
    return reply
      .code(status)
      .type(route.rest.file.contentType)
      .header("content-disposition", contentDisposition(file.fileName, { type: route.rest.file.disposition }))
      .header("x-content-type-options", "nosniff")
      .send(file.content);
  }
  return reply.code(status).send(output);
}

/**
 * The REST mirror: one Fastify route per procedure that declares a REST row in its meta.
 * The route adds nothing of its own: it builds the context as /trpc does, turns the request
 * into the procedure's input, and calls the same procedure through tRPC's server-side caller
 * (gate, input and output checks included). The routes sit on the app itself, so every hook (the cross-site and body-type
 * guard, security headers, cookies) runs for them as for any route.
 */
export function registerRestRoutes(
  app: FastifyInstance,
  routes: readonly RestProcedure[],
  deps: ContextDeps,
) {
  for (const route of routes) {
    const failureFlag = route.rest.failureFlag ?? false;
    app.route({
      method: route.rest.method,
      url: toFastifyPath(route.rest.path),
      config: { bodyTypes: route.rest.formBody ? [JSON_BODY, FORM_BODY] : [JSON_BODY] },
      handler: async (req, reply) => {
        try {
          const input = inputOf(req, route);
          const ctx = await contextFromRequest(deps, req, reply);
          return await answer(reply, route, await route.call(ctx, input));
        } catch (error) {
          return sendError(reply, error, failureFlag);
        }
      },
    });
  }
}

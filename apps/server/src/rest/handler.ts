import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TRPCError } from "@trpc/server";
import { appRouter, createCaller, describeError } from "@scalemsp/api";
import { MESSAGES } from "@scalemsp/validators";
import { contextFromRequest, type ContextDeps } from "../http/context";
import type { RestRoute } from "./table";

type Callable = (input: unknown) => Promise<unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `/api/modules/{id}` → `/api/modules/:id` for Fastify's router. */
export const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

export function procedureExists(path: string): boolean {
  return path in (appRouter._def.procedures as unknown as Record<string, unknown>);
}

/** Path parameters win over body or query fields of the same name. */
function inputOf(req: FastifyRequest, route: RestRoute): { ok: true; input: unknown } | { ok: false } {
  const params = (req.params ?? {}) as Record<string, string>;
  const source = route.method === "GET" ? req.query : req.body;
  if (source === undefined || source === null) {
    return { ok: true, input: Object.keys(params).length > 0 ? params : undefined };
  }
  if (!isPlainObject(source)) return { ok: false };
  return { ok: true, input: { ...source, ...params } };
}

export function sendError(reply: FastifyReply, error: unknown) {
  const trpcError =
    error instanceof TRPCError ? error : new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: error });
  const described = describeError(trpcError);
  if (described.status >= 500) reply.log.error({ err: trpcError.cause ?? trpcError }, "procedure failed");
  if (described.retryAfterSeconds) reply.header("retry-after", String(described.retryAfterSeconds));
  const body: Record<string, unknown> = { success: false, message: described.message };
  if (described.errors) body.errors = described.errors;
  return reply.code(described.status).send(body);
}

export function registerRestRoutes(app: FastifyInstance, routes: RestRoute[], deps: ContextDeps) {
  for (const route of routes) {
    if (!procedureExists(route.procedure)) {
      throw new Error(`REST route ${route.method} ${route.path} names unknown procedure ${route.procedure}`);
    }
    app.route({
      method: route.method,
      url: toFastifyPath(route.path),
      handler: async (req, reply) => {
        const parsed = inputOf(req, route);
        if (!parsed.ok) return reply.code(400).send({ success: false, message: MESSAGES.invalidInput });
        try {
          const ctx = await contextFromRequest(deps, req, reply);
          const call = route.procedure
            .split(".")
            .reduce<unknown>(
              (node, key) => (node as Record<string, unknown>)[key],
              createCaller(ctx),
            ) as Callable;
          const output = await call(parsed.input);
          const status = route.status ?? 200;
          if (status === 204) return reply.code(204).send();
          return reply.code(status).send(output);
        } catch (error) {
          return sendError(reply, error);
        }
      },
    });
  }
}

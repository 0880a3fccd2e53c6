import { z } from "zod";
import { appRouter } from "@scalemsp/api";
import type { RestRoute } from "./table";

interface ProcedureDef {
  _def: { inputs: unknown[]; type: string };
}

const errorResponse = {
  description: "Error",
  content: {
    "application/json": {
      schema: {
        type: "object",
        properties: {
          message: { type: "string" },
          errors: { type: "object", additionalProperties: { type: "string" } },
        },
        required: ["message"],
      },
    },
  },
};

function inputSchemaOf(procedure: string): Record<string, unknown> | undefined {
  const def = (appRouter._def.procedures as unknown as Record<string, ProcedureDef>)[procedure];
  const schema = def?._def.inputs[0];
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" }) as Record<
    string,
    unknown
  >;
}

/** OpenAPI 3.1 for the REST mirror, from the same zod schemas the procedures validate with. */
export function buildOpenApiDocument(routes: RestRoute[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const schema = inputSchemaOf(route.procedure);
    const properties = (schema?.properties ?? {}) as Record<string, unknown>;
    const parameters: unknown[] = pathParams.map((name) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const operation: Record<string, unknown> = {
      operationId: route.procedure,
      summary: route.summary,
      parameters,
      responses: {
        [String(route.status ?? 200)]: { description: "Success" },
        "4XX": errorResponse,
      },
    };
    if (route.method === "GET") {
      const required = new Set((schema?.required as string[] | undefined) ?? []);
      for (const [name, propertySchema] of Object.entries(properties)) {
        if (pathParams.includes(name)) continue;
        parameters.push({ name, in: "query", required: required.has(name), schema: propertySchema });
      }
    } else if (schema && Object.keys(properties).some((name) => !pathParams.includes(name))) {
      operation.requestBody = { required: true, content: { "application/json": { schema } } };
    }
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operation;
  }
  return { openapi: "3.1.0", info, paths };
}

import type { AnyTRPCRouter } from "@trpc/server";
import { z } from "zod";
import type { Access } from "./access";
import type { Context } from "./context";
import type { ProcedureMeta, RestMeta } from "./meta";

/** How a procedure runs when called by the server itself, as tRPC's own caller calls it. */
type ProcedureCall = (options: {
  ctx: Context;
  path: string;
  type: "query" | "mutation";
  getRawInput: () => Promise<unknown>;
  signal: AbortSignal | undefined;
}) => Promise<unknown>;

/** What a built procedure carries at run time (tRPC keeps it on `_def`). */
interface BuiltProcedure {
  (...args: Parameters<ProcedureCall>): ReturnType<ProcedureCall>;
  _def: {
    type: "query" | "mutation" | "subscription";
    meta?: ProcedureMeta;
    inputs: unknown[];
    output?: unknown;
  };
}

/** One row of the REST mirror, found on the procedure that answers it. */
export interface RestProcedure {
  /** The dotted tRPC path (`modules.lessons`): the OpenAPI operationId. */
  name: string;
  access: Access;
  rest: RestMeta;
  /** The `.input()` schema, when the procedure takes input. */
  input: z.ZodType | undefined;
  /** The `.output()` schema. */
  output: z.ZodType;
  /** Runs the procedure (its gate, input and output checks included) with this context. */
  call(ctx: Context, input: unknown, signal?: AbortSignal): Promise<unknown>;
}

/** `{name}` parameters of a REST path, in order. */
export const pathParametersOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/**
 * Every procedure of `router` that declares a REST row, with what the server needs to serve
 * and document it. Throws at start-up for a row that cannot be served as declared, so a
 * mistake shows before any request does.
 */
export function restProceduresOf(router: AnyTRPCRouter): RestProcedure[] {
  // tRPC keeps the flattened `path → procedure` record here; its type is the nested router's.
  const procedures = router._def.procedures as Record<string, BuiltProcedure>;
  const found: RestProcedure[] = [];
  const seen = new Map<string, string>();
  for (const [name, procedure] of Object.entries(procedures)) {
    const { type, meta, inputs, output } = procedure._def;
    const rest = meta?.rest;
    if (!rest) continue;
    const where = `${rest.method} ${rest.path} (${name})`;
    if (type === "subscription") throw new Error(`${where}: a subscription has no REST row`);
    if (type === "query" && rest.method !== "GET") throw new Error(`${where}: a query is read with GET`);
    if (type === "mutation" && rest.method === "GET") throw new Error(`${where}: GET never changes state`);
    if (!(output instanceof z.ZodType)) throw new Error(`${where}: a REST row needs an .output() schema`);
    if (inputs.length > 1 || (inputs[0] !== undefined && !(inputs[0] instanceof z.ZodType))) {
      throw new Error(`${where}: a REST row takes one zod input schema`);
    }
    const key = `${rest.method} ${rest.path.replace(/\{\w+\}/g, "{}")}`;
    const other = seen.get(key);
    if (other) throw new Error(`${where}: the same path as ${other}`);
    seen.set(key, name);
    found.push({
      name,
      access: meta.access ?? "admin",
      rest,
      input: inputs[0],
      output,
      call: (ctx, input, signal) =>
        procedure({ ctx, path: name, type, getRawInput: () => Promise.resolve(input), signal }),
    });
  }
  return found;
}

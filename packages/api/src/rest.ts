import type { AnyTRPCRouter } from "@trpc/server";
import { z } from "zod";
import type { Access } from "./access";
import type { Context } from "./context";
import { proceduresOf } from "./declarations";
import type { RestMeta } from "./meta";
import { createCallerFactory } from "./trpc";

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
  /** Runs the procedure (its gate, input and output checks included) through tRPC's caller. */
  call(ctx: Context, input: unknown): Promise<unknown>;
}

type CallerNode = ((input: unknown) => Promise<unknown>) & { [key: string]: CallerNode };

/** `{name}` parameters of a REST path, in order. */
export const pathParametersOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/**
 * Every procedure of `router` that declares a REST row, with what the server needs to serve
 * and document it. Throws at start-up for a row that cannot be served as declared, so a
 * mistake shows before any request does.
 */
export function restProceduresOf(router: AnyTRPCRouter): RestProcedure[] {
  const createCaller = createCallerFactory(router);
  const found: RestProcedure[] = [];
  const seen = new Map<string, string>();
  for (const { path: name, type, meta, inputs, output } of proceduresOf(router)) {
    const rest = meta.rest;
    if (!rest) continue;
    const where = `${rest.method} ${rest.path} (${name})`;
    if (type === "query" && rest.method !== "GET") throw new Error(`${where}: a query is read with GET`);
    if (type === "mutation" && rest.method === "GET") throw new Error(`${where}: GET never changes state`);
    if (!(output instanceof z.ZodType)) throw new Error(`${where}: a REST row needs an .output() schema`);
    const [input] = inputs;
    if (inputs.length > 1 || (input !== undefined && !(input instanceof z.ZodType))) {
      throw new Error(`${where}: a REST row takes one zod input schema`);
    }
    const key = `${rest.method} ${rest.path.replace(/\{\w+\}/g, "{}")}`;
    const other = seen.get(key);
    if (other) throw new Error(`${where}: the same path as ${other}`);
    seen.set(key, name);
    const call = (ctx: Context, value: unknown) => {
      const caller = createCaller(ctx) as unknown as CallerNode;
      return name.split(".").reduce((node, key) => node[key]!, caller)(value);
    };
    found.push({ name, access: meta.access ?? "admin", rest, input, output, call });
  }
  return found;
}

/** The dotted paths of the procedures that declare password work: at most one per request. */
export const passwordWorkPathsOf = (router: AnyTRPCRouter): ReadonlySet<string> =>
  new Set(proceduresOf(router).flatMap(({ path, meta }) => (meta.passwordWork ? [path] : [])));

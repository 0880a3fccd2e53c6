import type { AnyTRPCProcedure, AnyTRPCRouter } from "@trpc/server";
import { z } from "zod";
import type { ProcedureMeta } from "./meta";

/**
 * What a procedure declares beside its handler: its type, its meta (access level, REST row,
 * password work) and its schemas. Recorded as the procedure is built, through the builder's own
 * public methods, so the REST mirror, the OpenAPI document and the batch rules read the same
 * declaration tRPC runs, without tRPC's internal `_def`.
 */
export interface Declaration {
  type: "query" | "mutation";
  meta: ProcedureMeta;
  inputs: unknown[];
  output: z.ZodType | undefined;
}

/** A procedure of a router, found by its dotted tRPC path (`modules.lessons`). */
export interface DeclaredProcedure extends Declaration {
  path: string;
}

const declarations = new WeakMap<AnyTRPCProcedure, Declaration>();

/**
 * A zod schema as the validator tRPC runs: a plain function, which tRPC documents as a
 * validator, parsing synchronously first. tRPC calls `parseAsync` on a zod schema, which walks
 * every field of every item with an await between steps: for the resource list of a thousand
 * items, 9.4 ms against 2.7 ms for `parse`, more than the rest of the call. A schema with an
 * async step makes `parse` throw `$ZodAsyncError` first; that one is parsed asynchronously.
 * Same values, same `ZodError`s; the declaration keeps the schema for REST and OpenAPI.
 */
function syncFirst(schema: unknown): unknown {
  if (!(schema instanceof z.ZodType)) return schema;
  return (value: unknown) => {
    try {
      return schema.parse(value);
    } catch (error) {
      if (error instanceof z.core.$ZodAsyncError) return schema.parseAsync(value);
      throw error;
    }
  };
}

/**
 * A procedure builder that remembers what is declared on it: `.meta()` merges as tRPC merges
 * meta, `.input()` adds an input, `.output()` sets the output, and `.query()`/`.mutation()`
 * file the whole declaration under the procedure it returns.
 */
export function recordingDeclarations<TBuilder extends object>(
  builder: TBuilder,
  declared: Omit<Declaration, "type"> = { meta: {}, inputs: [], output: undefined },
): TBuilder {
  return new Proxy(builder, {
    get(target, key) {
      const member: unknown = Reflect.get(target, key);
      if (typeof member !== "function") return member;
      return (...args: unknown[]) => {
        const [argument] = args;
        const validating = key === "input" || key === "output";
        const built: unknown = member.apply(target, validating ? [syncFirst(argument)] : args);
        switch (key) {
          case "meta":
            return recordingDeclarations(built as object, {
              ...declared,
              meta: { ...declared.meta, ...(argument as ProcedureMeta) },
            });
          case "input":
            return recordingDeclarations(built as object, {
              ...declared,
              inputs: [...declared.inputs, argument],
            });
          case "output":
            return recordingDeclarations(built as object, { ...declared, output: argument as z.ZodType });
          case "use":
            return recordingDeclarations(built as object, declared);
          case "query":
          case "mutation":
            declarations.set(built as AnyTRPCProcedure, { ...declared, type: key });
            return built;
          default:
            return built;
        }
      };
    },
  });
}

/** What each router was made of: its own record, as the router factory was given it. */
const records = new WeakMap<AnyTRPCRouter, Record<string, unknown>>();

export function rememberRecord<TRouter extends AnyTRPCRouter>(
  router: TRouter,
  record: Record<string, unknown>,
) {
  records.set(router, record);
  return router;
}

export const recordOf = (router: AnyTRPCRouter) => records.get(router) ?? {};

/** Every declared procedure of a router made by this package's factory, with its dotted path. */
export function proceduresOf(router: AnyTRPCRouter, prefix = ""): DeclaredProcedure[] {
  const found: DeclaredProcedure[] = [];
  for (const [key, value] of Object.entries(recordOf(router))) {
    const path = prefix ? `${prefix}.${key}` : key;
    const declaration = declarations.get(value as AnyTRPCProcedure);
    if (declaration) found.push({ ...declaration, path });
    else if (records.has(value as AnyTRPCRouter)) found.push(...proceduresOf(value as AnyTRPCRouter, path));
    else throw new Error(`${path}: neither a declared procedure nor a router of this package`);
  }
  return found;
}

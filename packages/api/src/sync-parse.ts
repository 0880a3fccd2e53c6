import type { AnyTRPCRouter } from "@trpc/server";
import { createInputMiddleware, createOutputMiddleware } from "@trpc/server/unstable-core-do-not-import";
import { z } from "zod";

/**
 * A schema's parse, synchronous first: zod compiles an object schema's check only for a
 * synchronous parse, and tRPC always asks for `parseAsync`, which walks every field of every
 * item by hand and awaits each step: 3–4 times the cost of the same check (the course list:
 * about 150 µs a call against 40). A schema that needs an async step makes the synchronous
 * parse throw `$ZodAsyncError` before it answers; that one is parsed asynchronously, as before.
 * Same values, same `ZodError`s.
 */
export function syncFirstParse(schema: z.ZodType): (value: unknown) => unknown {
  return (value) => {
    try {
      return schema.parse(value);
    } catch (error) {
      if (error instanceof z.core.$ZodAsyncError) return schema.parseAsync(value);
      throw error;
    }
  };
}

/** What tRPC keeps of a built procedure at run time (`_def`), as far as the checks go. */
interface ProcedureDef {
  inputs: unknown[];
  output?: unknown;
  middlewares: Array<((opts: never) => unknown) & { _type?: string }>;
}

const rewired = new WeakSet<ProcedureDef>();

/**
 * Every procedure of `router` checks its zod input and output with `syncFirstParse`: its input
 * and output steps are swapped for the same steps of tRPC's own making around that parse, in
 * the same places of its chain. The schemas themselves are untouched (the REST mirror and the
 * OpenAPI document read them). Runs once per procedure, however many routers hold it.
 */
export function parseSyncFirst<TRouter extends AnyTRPCRouter>(router: TRouter): TRouter {
  const procedures = router._def.procedures as Record<string, { _def: ProcedureDef }>;
  for (const { _def: def } of Object.values(procedures)) {
    if (rewired.has(def)) continue;
    rewired.add(def);
    let inputIndex = 0;
    const outputSteps = def.middlewares.filter((middleware) => middleware._type === "output").length;
    def.middlewares = def.middlewares.map((middleware) => {
      if (middleware._type === "input") {
        const schema = def.inputs[inputIndex++];
        return schema instanceof z.ZodType ? createInputMiddleware(syncFirstParse(schema)) : middleware;
      }
      if (middleware._type === "output" && outputSteps === 1 && def.output instanceof z.ZodType) {
        return createOutputMiddleware(syncFirstParse(def.output));
      }
      return middleware;
    });
  }
  return router;
}

/** Whether a procedure's checks go through `parseSyncFirst` (its tests read this). */
export const parsesSyncFirst = (procedure: { _def: object }) => rewired.has(procedure._def as ProcedureDef);

import { TRPCError, initTRPC } from "@trpc/server";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { appRouter } from "../src/root";
import { parseSyncFirst, parsesSyncFirst } from "../src/sync-parse";

const t = initTRPC.create();

/** A router whose one procedure echoes its input with what `answer` adds, checked by `output`. */
function echoRouter(input: z.ZodType, output: z.ZodType, answer: (input: unknown) => unknown) {
  return parseSyncFirst(
    t.router({
      echo: t.procedure
        .input(input)
        .output(output)
        .query(({ input }) => answer(input)),
    }),
  );
}

const item = z.object({ id: z.number().int().positive(), title: z.string() });

describe("input and output checks, synchronous first", () => {
  it("parses a synchronous schema without its async parse, with the same values", async () => {
    const output = z.array(item);
    const parseAsync = vi.spyOn(output, "parseAsync");
    const router = echoRouter(item, output, (input) => [{ ...(input as object), secret: "x" }]);
    const caller = t.createCallerFactory(router)({});
    // The output check still drops what the schema does not declare.
    await expect(caller.echo({ id: 1, title: "One" })).resolves.toEqual([{ id: 1, title: "One" }]);
    expect(parseAsync).not.toHaveBeenCalled();
  });

  it("refuses bad input with the ZodError as before, and a bad answer as an output failure", async () => {
    const caller = t.createCallerFactory(echoRouter(item, z.array(item), () => [{ id: -1, title: 2 }]))({});
    const badInput = await caller.echo({ id: "1" } as never).catch((error: unknown) => error);
    expect(badInput).toBeInstanceOf(TRPCError);
    expect((badInput as TRPCError).code).toBe("BAD_REQUEST");
    expect((badInput as TRPCError).cause).toBeInstanceOf(z.ZodError);
    const badOutput = await caller.echo({ id: 1, title: "One" }).catch((error: unknown) => error);
    expect((badOutput as TRPCError).code).toBe("INTERNAL_SERVER_ERROR");
    expect((badOutput as TRPCError).message).toBe("Output validation failed");
  });

  it("parses a schema with an async step asynchronously", async () => {
    const slow = item.refine(async (value) => value.id < 10, { message: "too big" });
    const caller = t.createCallerFactory(echoRouter(slow, slow, (input) => input))({});
    await expect(caller.echo({ id: 2, title: "Two" })).resolves.toEqual({ id: 2, title: "Two" });
    const tooBig = await caller.echo({ id: 20, title: "Twenty" }).catch((error: unknown) => error);
    expect((tooBig as TRPCError).code).toBe("BAD_REQUEST");
  });

  it("covers every procedure of the app router, its schemas left as they are", () => {
    // tRPC keeps the flattened `path → procedure` record here; its type is the nested router's.
    const record = appRouter._def.procedures as unknown as Record<string, { _def: { output: unknown } }>;
    const procedures = Object.entries(record);
    expect(procedures.length).toBeGreaterThan(50);
    for (const [path, procedure] of procedures)
      expect([path, parsesSyncFirst(procedure)]).toEqual([path, true]);
    expect(record["modules.list"]?._def.output).toBeInstanceOf(z.ZodArray);
  });
});

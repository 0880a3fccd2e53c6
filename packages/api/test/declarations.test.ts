import { describe, expect, it } from "vitest";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { proceduresOf } from "../src/declarations";
import { appRouter } from "../src/root";
import { createCallerFactory, createTRPCRouter, publicProcedure } from "../src/trpc";

const trimmed = z.object({ name: z.string().trim().min(1) });
const checkedLater = z.object({ name: z.string() }).refine(async (value) => value.name !== "taken");

const router = createTRPCRouter({
  greet: publicProcedure
    .input(trimmed)
    .output(z.object({ greeting: z.string() }))
    .query(({ input }) => ({ greeting: `Hello, ${input.name}` })),
  claim: publicProcedure
    .input(checkedLater)
    .output(z.object({ claimed: z.string() }))
    .mutation(({ input }) => ({ claimed: input.name })),
  leak: publicProcedure.output(z.object({ id: z.number() })).query(() => ({ id: 1, secret: "x" })),
});

describe("procedure declarations", () => {
  it("keep each procedure's zod schemas for the REST mirror and the document", () => {
    const [greet] = proceduresOf(router);
    expect(greet).toMatchObject({ path: "greet", type: "query" });
    expect(greet!.inputs[0]).toBe(trimmed);
    expect(greet!.output).toBeInstanceOf(z.ZodType);
  });

  it("check inputs and outputs as zod does: transformed values, field errors, async steps, no extra fields", async () => {
    const caller = createCallerFactory(router)({} as never);
    expect(await caller.greet({ name: "  Dana " })).toEqual({ greeting: "Hello, Dana" });
    const refused = await caller.greet({ name: " " }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe("BAD_REQUEST");
    expect((refused as TRPCError).cause).toBeInstanceOf(z.ZodError);
    // A schema with an async step is parsed asynchronously, with the same outcome.
    expect(await caller.claim({ name: "free" })).toEqual({ claimed: "free" });
    await expect(caller.claim({ name: "taken" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    // The output check keeps undeclared fields from leaving.
    expect(await caller.leak()).toEqual({ id: 1 });
  });

  it("declare every procedure's answer, so the router's output types are the schemas' own", () => {
    // An answer typed by its handler would carry the database's row types into the router's
    // type, and with them drizzle into the published client's declarations.
    const undeclared = proceduresOf(appRouter)
      .filter((procedure) => !(procedure.output instanceof z.ZodType))
      .map((procedure) => procedure.path);
    expect(undeclared).toEqual([]);
  });
});

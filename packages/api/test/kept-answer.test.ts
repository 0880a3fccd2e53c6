import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkedOnce, isKeptAnswer, keepAnswer } from "../src/kept-answer";

/** An output schema that counts how often it checks an item. */
function countingSchema() {
  const counter = { checks: 0 };
  const schema = z.array(
    z.object({
      id: z.number().refine(() => {
        counter.checks += 1;
        return true;
      }),
      title: z.string(),
    }),
  );
  return { counter, schema: checkedOnce(schema) };
}

describe("kept answers and their output check", () => {
  it("freezes a kept answer through and through", () => {
    const kept = keepAnswer([{ id: 1, tags: ["a"] }]);
    expect(isKeptAnswer(kept)).toBe(true);
    expect(Object.isFrozen(kept[0])).toBe(true);
    expect(Object.isFrozen(kept[0]!.tags)).toBe(true);
    expect(isKeptAnswer([{ id: 1 }])).toBe(false);
  });

  it("checks a kept answer once and hands out the same checked value, itself kept", async () => {
    const { counter, schema } = countingSchema();
    const answer = keepAnswer([
      { id: 1, title: "One", extra: "dropped by the check" },
      { id: 2, title: "Two" },
    ]);
    const first = await schema.parseAsync(answer);
    const second = await schema.parseAsync(answer);
    expect(counter.checks).toBe(2);
    expect(second).toBe(first);
    expect(first).toEqual([
      { id: 1, title: "One" },
      { id: 2, title: "Two" },
    ]);
    expect(isKeptAnswer(first)).toBe(true);
  });

  it("checks every other value on every call, and never lets an invalid kept one through", async () => {
    const { counter, schema } = countingSchema();
    const fresh = [{ id: 1, title: "One" }];
    await schema.parseAsync(fresh);
    await schema.parseAsync(fresh);
    expect(counter.checks).toBe(2);

    const invalid = keepAnswer([{ id: 1, title: 5 }]);
    await expect(schema.parseAsync(invalid)).rejects.toThrow();
    await expect(schema.parseAsync(invalid)).rejects.toThrow();
  });

  it("keeps the same way when parsed synchronously", () => {
    const { counter, schema } = countingSchema();
    const answer = keepAnswer([{ id: 1, title: "One" }]);
    const first = schema.parse(answer);
    expect(schema.parse(answer)).toBe(first);
    expect(counter.checks).toBe(1);
    expect(isKeptAnswer(first)).toBe(true);
    schema.parse([{ id: 1, title: "One" }]);
    schema.parse([{ id: 1, title: "One" }]);
    expect(counter.checks).toBe(3);
    expect(() => schema.parse(keepAnswer([{ id: 1, title: 5 }]))).toThrow();
  });

  it("stays a zod schema of the same shape, for the REST mirror and the OpenAPI document", () => {
    const { schema } = countingSchema();
    expect(schema).toBeInstanceOf(z.ZodType);
    expect(z.toJSONSchema(schema)).toMatchObject({ type: "array", items: { type: "object" } });
  });
});

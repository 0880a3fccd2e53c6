import type { z } from "zod";

/**
 * A kept answer: a value a domain function hands to many callers unchanged (the resource list
 * of one library version as one plan sees it). It is frozen through and through, so it can
 * never change after it is made, and anything derived from it (its output check, its JSON,
 * its compressed bytes) can be kept beside it, found by its identity. Whether a caller may
 * have it is still decided on every call by the procedure that returns it.
 */
export function keepAnswer<T>(value: T): T {
  freezeDeep(value);
  return value;
}

function freezeDeep(value: unknown) {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) freezeDeep(inner);
}

/** Whether a value is a kept answer (see `keepAnswer`): an object that cannot change. */
export const isKeptAnswer = (value: unknown): value is object =>
  typeof value === "object" && value !== null && Object.isFrozen(value);

/**
 * The output schema, checking each kept answer once: the same frozen value cannot have become
 * invalid since, so its checked result is handed out again (itself kept, so the transports can
 * keep its JSON too). Any other value is checked on every call, as `.output()` always does.
 * A clone of the schema, so the REST mirror and the OpenAPI document read it as before. Both
 * parses keep (tRPC's steps parse synchronously first, `sync-parse.ts`).
 */
export function checkedOnce<T extends z.ZodType>(schema: T): T {
  type Output = z.output<T>;
  const checked = new WeakMap<object, Output>();
  const once = schema.clone();
  const keep = (value: object, result: Output) => {
    checked.set(value, keepAnswer(result));
    return result;
  };
  const parse = once.parse.bind(once);
  once.parse = (value, params) => {
    if (!isKeptAnswer(value)) return parse(value, params);
    return checked.get(value) ?? keep(value, parse(value, params));
  };
  const parseAsync = once.parseAsync.bind(once);
  once.parseAsync = async (value, params) => {
    if (!isKeptAnswer(value)) return parseAsync(value, params);
    return checked.get(value) ?? keep(value, await parseAsync(value, params));
  };
  return once;
}

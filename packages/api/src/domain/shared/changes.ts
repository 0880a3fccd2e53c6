import { MESSAGES } from "@scalemsp/validators";
import { badRequest } from "../../errors";

type Defined<T> = { [K in keyof T]: Exclude<T[K], undefined> };

/**
 * The fields a patch sets (absent or undefined means "keep"); contract §2: a
 * patch with nothing to change answers 400.
 */
export function changesOf<T extends Record<string, unknown>>(patch: T): Partial<Defined<T>> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) changes[key] = value;
  if (Object.keys(changes).length === 0) throw badRequest(MESSAGES.nothingToChange);
  return changes as Partial<Defined<T>>;
}

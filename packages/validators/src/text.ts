import { z } from "zod";
import { INPUT_DEPTH_MAX } from "./constants";
import { MESSAGES } from "./messages";

/**
 * The text rules for every string the server takes (contract: text input, §14). C0 control
 * characters other than tab, line feed and carriage return, and DEL, are refused: PostgreSQL
 * cannot store NUL in text, and the others have no place in anything a person types. So is a
 * lone UTF-16 surrogate: it is no character at all, and PostgreSQL's jsonb refuses it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's job
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** With the `u` flag a pair is one code point, so only a surrogate standing alone matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;
// eslint-disable-next-line no-control-regex -- the characters a path must not echo back
const UNPRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Surrogate}/gu;

export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);

/** What is wrong with one string under the text rules, if anything. */
function textIssue(text: string): string | null {
  if (hasControlCharacter(text)) return MESSAGES.controlCharacters;
  if (LONE_SURROGATE.test(text)) return MESSAGES.loneSurrogate;
  return null;
}

/** A field (`items.2.title`; `""` names the input itself) and what is wrong with it. */
export interface TextIssue {
  path: string;
  message: string;
}

/**
 * Every string of `value`, keys included, that breaks the text rules, with its path; empty
 * when there is none. An input nested deeper than INPUT_DEPTH_MAX is one issue of the input
 * itself. The walk keeps its own queue and checks the depth before going down, so no input,
 * however deep, can exhaust the call stack.
 */
export function plainTextIssues(value: unknown): TextIssue[] {
  const issues: TextIssue[] = [];
  const queue: { value: unknown; path: string[]; depth: number }[] = [{ value, path: [], depth: 0 }];
  for (let next = 0; next < queue.length; next++) {
    const item = queue[next]!;
    if (typeof item.value === "string") {
      const message = textIssue(item.value);
      if (message) issues.push({ path: item.path.join("."), message });
      continue;
    }
    if (typeof item.value !== "object" || item.value === null) continue;
    if (item.depth >= INPUT_DEPTH_MAX) return [{ path: "", message: MESSAGES.tooDeeplyNested }];
    const entries = Array.isArray(item.value)
      ? item.value.map((v, i) => [String(i), v] as const)
      : Object.entries(item.value);
    for (const [key, child] of entries) {
      const keyMessage = textIssue(key);
      if (keyMessage) {
        issues.push({ path: [...item.path, key.replace(UNPRINTABLE, "?")].join("."), message: keyMessage });
      } else queue.push({ value: child, path: [...item.path, key], depth: item.depth + 1 });
    }
  }
  return issues;
}

/** Any line break, Unicode's own included: what a single-line field refuses. */
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;

/**
 * A string of one line (names, company, business, titles, subjects: contract §14), checked
 * before any trim, so a trailing line break is refused too and not silently dropped. Chain
 * the field's own rules after it.
 */
export const singleLine = (error?: string) =>
  z
    .string(error ? { error } : undefined)
    .refine((text) => !LINE_BREAK.test(text), { error: MESSAGES.lineBreak });

/**
 * The one text rule for every string the server takes (contract: text input): C0 control
 * characters other than tab, line feed and carriage return, and DEL, are refused. PostgreSQL
 * cannot store NUL in text, and the others have no place in anything a person types.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's job
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);

/**
 * The paths (`field`, `items.2.title`) of the strings in `value`, keys included, that hold a
 * control character; `""` names the input itself. Empty when there is none.
 */
export function controlCharacterPaths(value: unknown, path: readonly string[] = []): string[] {
  if (typeof value === "string") return hasControlCharacter(value) ? [path.join(".")] : [];
  if (typeof value !== "object" || value === null) return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return entries.flatMap(([key, item]) =>
    hasControlCharacter(key)
      ? [[...path, key.replace(new RegExp(CONTROL_CHARACTER, "g"), "?")].join(".")]
      : controlCharacterPaths(item, [...path, key]),
  );
}

import type { ZodError } from "zod";
import { MESSAGES } from "@scalemsp/validators";

/**
 * Contract §2: `errors` maps each failing input field to its first message, in the
 * order the schema declares the fields; `message` is the first of them.
 */
export function fieldErrorsOf(error: ZodError): { message: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "_";
    if (!(field in errors)) errors[field] = issue.message;
  }
  const first = error.issues[0];
  return { message: first?.message ?? MESSAGES.invalidInput, errors };
}

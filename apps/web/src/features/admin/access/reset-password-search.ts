import type { SearchSchemaInput } from "@tanstack/react-router";

export interface ResetPasswordSearch {
  /** The one-time token of an admin's reset link. */
  token?: string;
}

/** `/reset-password?token=…`; a plain check, since search validators ship with every page. */
export function validateResetPasswordSearch(
  search: ResetPasswordSearch & SearchSchemaInput,
): ResetPasswordSearch {
  const token = typeof search.token === "string" ? search.token.trim() : "";
  return token ? { token } : {};
}

import type { SearchSchemaInput } from "@tanstack/react-router";

export interface TokenSearch {
  /** The one-time token of a reset or first-run setup link. */
  token?: string;
}

/** `/reset-password?token=…` and `/setup?token=…`; a plain check, since search validators ship with every page. */
export function validateTokenSearch(search: TokenSearch & SearchSchemaInput): TokenSearch {
  const token = typeof search.token === "string" ? search.token.trim() : "";
  return token ? { token } : {};
}

import type { SearchSchemaInput } from "@tanstack/react-router";

/** The search of a page an e-mailed link opens: `?token=…`. */
export interface TokenSearch {
  token?: string;
}

/** A plain check rather than zod: search validators ship with every page. */
export function validateTokenSearch(search: TokenSearch & SearchSchemaInput): TokenSearch {
  return typeof search.token === "string" && search.token !== "" ? { token: search.token } : {};
}

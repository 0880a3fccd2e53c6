import type { SearchSchemaInput } from "@tanstack/react-router";

export interface AcceptInviteSearch {
  /** The one-time token of a team invitation's e-mailed link. */
  token?: string;
}

/** `/accept-invite?token=…` (contract §13); a plain check, since search validators ship with every page. */
export function validateAcceptInviteSearch(
  search: AcceptInviteSearch & SearchSchemaInput,
): AcceptInviteSearch {
  const token = typeof search.token === "string" ? search.token.trim() : "";
  return token ? { token } : {};
}

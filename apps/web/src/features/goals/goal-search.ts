import { isQuarter } from "@scalemsp/validators";
import type { SearchSchemaInput } from "@tanstack/react-router";

export interface GoalsSearch {
  quarter?: string;
  /** The coach's view of a client's goals. */
  businessId?: number;
}

/**
 * `/goals?quarter=2027-Q1`: a quarter past (or ahead); anything else shows this quarter.
 * `&businessId=12`: the coach's view of that client's goals.
 */
export function validateGoalsSearch(search: GoalsSearch & SearchSchemaInput): GoalsSearch {
  const quarter =
    typeof search.quarter === "string" && isQuarter(search.quarter) ? search.quarter : undefined;
  const id = Number(search.businessId);
  const businessId = Number.isInteger(id) && id > 0 ? id : undefined;
  return { ...(quarter ? { quarter } : {}), ...(businessId ? { businessId } : {}) };
}

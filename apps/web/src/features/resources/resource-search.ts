import { RESOURCE_TYPES, type ResourceType } from "@scalemsp/validators";
import type { SearchSchemaInput } from "@tanstack/react-router";

export interface ResourcesSearch {
  type?: ResourceType;
}

const isResourceType = (value: unknown): value is ResourceType =>
  RESOURCE_TYPES.some((type) => type === value);

/** `/resources?type=…`: one of the six types filters the library; anything else is ignored. */
export function validateResourcesSearch(search: ResourcesSearch & SearchSchemaInput): ResourcesSearch {
  return isResourceType(search.type) ? { type: search.type } : {};
}

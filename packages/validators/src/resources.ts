import { z } from "zod";
import { RESOURCE_TYPES } from "./constants";
import { coercedIdSchema } from "./courses";

/** Texts of the member area's resource calls. */
export const RESOURCE_MESSAGES = {
  invalidResourceId: "Please choose a valid resource",
  invalidType: `Type must be one of: ${RESOURCE_TYPES.join(", ")}`,
  resourceNotFound: "Resource not found",
  upgradeToDownload: "This resource is available on a higher plan. Please upgrade your plan to download it.",
  downloadStarted: "Download started",
} as const;

/** `?type=` with no value means no filter; any other value must be one of the six types. */
export const resourcesListInput = z
  .object({
    type: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z.enum(RESOURCE_TYPES, { error: RESOURCE_MESSAGES.invalidType }).optional(),
    ),
  })
  .optional();
export type ResourcesListInput = z.input<typeof resourcesListInput>;

export const resourceIdInput = z.object({ id: coercedIdSchema(RESOURCE_MESSAGES.invalidResourceId) });
export type ResourceIdInput = z.input<typeof resourceIdInput>;

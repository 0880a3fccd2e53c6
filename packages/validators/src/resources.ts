import { z } from "zod";
import { RESOURCE_TYPES } from "./constants";
import { idSchema } from "./ids";
import { RESOURCE_MESSAGES } from "./member-messages";

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

export const resourceIdInput = z.object({ id: idSchema(RESOURCE_MESSAGES.invalidResourceId) });
export type ResourceIdInput = z.input<typeof resourceIdInput>;

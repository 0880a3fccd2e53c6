import { z } from "zod";
import { singleLine } from "./text";
import { API_TOKEN_NAME_MAX } from "./constants";
import { idSchema } from "./ids";
import { API_TOKEN_MESSAGES } from "./admin-messages";

export const API_TOKEN_PREFIX = "smsp_";
/** Token use per token, shared by every app server (counters live in the database). */
export const API_TOKEN_RATE_LIMIT = { max: 600, windowMs: 60 * 1000 } as const;
/** lastUsedAt is written at most this often, so a busy script does not write on every call. */
export const API_TOKEN_LAST_USED_RESOLUTION_MS = 60 * 1000;

export const createApiTokenInput = z.object({
  name: singleLine(API_TOKEN_MESSAGES.nameRequired)
    .trim()
    .min(1, { error: API_TOKEN_MESSAGES.nameRequired })
    .max(API_TOKEN_NAME_MAX, { error: API_TOKEN_MESSAGES.nameTooLong }),
});

export const apiTokenIdInput = z.object({ id: idSchema() });

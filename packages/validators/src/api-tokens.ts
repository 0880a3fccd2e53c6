import { z } from "zod";

export const API_TOKEN_PREFIX = "smsp_";
/** Token use per token, shared by every app server (counters live in the database). */
export const API_TOKEN_RATE_LIMIT = { max: 600, windowMs: 60 * 1000 } as const;
/** lastUsedAt is written at most this often, so a busy script does not write on every call. */
export const API_TOKEN_LAST_USED_RESOLUTION_MS = 60 * 1000;

export const createApiTokenInput = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, { error: "Name is required" })
    .max(100, { error: "Name must be at most 100 characters" }),
});

export const apiTokenIdInput = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

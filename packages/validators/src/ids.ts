import { z } from "zod";
import { ID_MAX } from "./constants";
import { MESSAGES } from "./messages";

/**
 * The one id schema: a positive whole number that a PostgreSQL integer column can hold.
 * Ids arrive as numbers over tRPC and as text in REST paths and query strings.
 */
export const idSchema = (message: string = MESSAGES.invalidId) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(ID_MAX, { error: message });

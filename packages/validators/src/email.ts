import { z } from "zod";
import { idSchema } from "./ids";

/** A message of the admin's Outbox, by id. */
export const outboxMessageIdInput = z.object({ id: idSchema() });

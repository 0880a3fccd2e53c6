import { z } from "zod";
import { MESSAGES } from "./messages";

/**
 * A check that names no message of its own (a body that is not an object, an unknown shape)
 * reads "Invalid input": every text a user sees comes from the message families, never from
 * zod's own English. Schemas with a message keep theirs.
 */
z.config({ customError: () => MESSAGES.invalidInput });

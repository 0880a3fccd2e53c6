import { z } from "zod";

/** /privacy or /terms as its page shows it: the title and the admin's Markdown as sanitized HTML. */
export const legalPageOutput = z.object({ title: z.string(), html: z.string() });

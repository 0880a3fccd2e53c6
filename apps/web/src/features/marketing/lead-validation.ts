/**
 * The newsletter and consultation forms validate with the server's zod schemas (spec §5).
 * zod is large, so this module loads when a visitor first reaches for a form, not with the page.
 */
import { schemaResolver } from "@mantine/form";
import { contactInput, newsletterSubscribeInput } from "@scalemsp/validators";

export const validateNewsletter = schemaResolver(newsletterSubscribeInput, { sync: true });
export const validateContact = schemaResolver(contactInput, { sync: true });

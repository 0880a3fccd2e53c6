import { z } from "zod";
import { phoneField } from "./admin";
import { emailSchema, newPasswordSchema, requiredText } from "./auth";
import { imageRefField } from "./image-inputs";
import { MESSAGES } from "./messages";

/** The one-time token of the first-run setup link. */
export const setupTokenSchema = z
  .string({ error: MESSAGES.setupLinkInvalid })
  .trim()
  .min(1, { error: MESSAGES.setupLinkInvalid })
  .max(200, { error: MESSAGES.setupLinkInvalid });

export const setupCheckInput = z.object({ token: setupTokenSchema });
export type SetupCheckInput = z.input<typeof setupCheckInput>;

/** First run: the coach's admin account and the brand the site shows. */
export const setupInput = z.object({
  token: setupTokenSchema,
  firstName: requiredText(MESSAGES.firstNameRequired, 100, "one"),
  lastName: requiredText(MESSAGES.lastNameRequired, 100, "one"),
  email: emailSchema,
  password: newPasswordSchema,
  product: requiredText(MESSAGES.productNameRequired, 100, "one"),
  brandEmail: emailSchema,
  phone: phoneField,
  /** Uploaded with the link's token (POST /api/admin/images); optional. */
  logo: imageRefField.optional(),
});
export type SetupInput = z.input<typeof setupInput>;

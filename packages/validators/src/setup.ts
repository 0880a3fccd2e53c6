import { z } from "zod";
import { adminBrandUpdateInput, phoneField } from "./admin";
import { coachProfileInput, timeZoneField } from "./coaching";
import { emptyAsUndefined } from "./paging";
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

/** A field setup lets the coach skip: empty or blank is absent, and the default stays. */
const skippable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => emptyAsUndefined(typeof value === "string" ? value.trim() : value),
    schema.optional(),
  );

/**
 * First run: the coach's admin account, the brand the site shows and where its mail goes
 * (the contact email hears of every lead, decision 077), and the coach the clients book.
 */
export const setupInput = z.object({
  token: setupTokenSchema,
  firstName: requiredText(MESSAGES.firstNameRequired, 100, "one"),
  lastName: requiredText(MESSAGES.lastNameRequired, 100, "one"),
  email: emailSchema,
  password: newPasswordSchema,
  product: requiredText(MESSAGES.productNameRequired, 100, "one"),
  brandEmail: emailSchema,
  /** Optional: skipped, the configured phone (BRAND_PHONE) stays until Settings has one. */
  phone: skippable(phoneField),
  /** The postal address every email carries; skipped, BRAND_ADDRESS stays until Settings has one. */
  postalAddress: skippable(adminBrandUpdateInput.shape.postalAddress.unwrap().unwrap()),
  /** The coach's name as clients see it; skipped, the admin's first and last name. */
  coachName: skippable(coachProfileInput.shape.displayName),
  meetingUrl: coachProfileInput.shape.meetingUrl,
  /** The zone the coach's hours are in; the form sends the browser's. */
  timeZone: skippable(timeZoneField),
  /** Uploaded with the link's token (POST /api/admin/images); optional. */
  logo: imageRefField.optional(),
});
export type SetupInput = z.input<typeof setupInput>;

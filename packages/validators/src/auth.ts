import { z } from "zod";
import { MESSAGES, tooLongMessage } from "./messages";
import { PASSWORD_MAX, PASSWORD_MIN_LOGIN, PASSWORD_MIN_REGISTER } from "./constants";
import { singleLine } from "./text";

/** The token of an e-mailed link; any wrong shape answers the link's own "no longer valid" message. */
export const linkTokenField = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(200, { error: message });

/** Contract §2: e-mails are trimmed and compared case-insensitively; stored lower-case. */
export const emailSchema = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .max(254, { error: MESSAGES.invalidEmail })
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  .transform((email) => email.toLowerCase());

/** Required text, trimmed; `lines: "one"` for a single-line field (contract §14). */
const requiredText = (message: string, max = 200, lines: "one" | "many" = "many") =>
  (lines === "one" ? singleLine(message) : z.string({ error: message }))
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLongMessage(max) });

/** Optional text, trimmed, empty read as null; `lines: "one"` for a single-line field. */
const optionalText = (max = 200, lines: "one" | "many" = "many") =>
  (lines === "one" ? singleLine() : z.string())
    .trim()
    .max(max, { error: tooLongMessage(max) })
    .nullish()
    .transform((value) => (value ? value : null));

export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordMin })
  .min(PASSWORD_MIN_REGISTER, { error: MESSAGES.passwordMin })
  .max(PASSWORD_MAX, { error: MESSAGES.passwordMax })
  .regex(/[A-Z]/, { error: MESSAGES.passwordUppercase })
  .regex(/[0-9]/, { error: MESSAGES.passwordNumber });

export const loginInput = z.object({
  email: emailSchema,
  password: z
    .string({ error: MESSAGES.loginPasswordMin })
    .min(PASSWORD_MIN_LOGIN, { error: MESSAGES.loginPasswordMin })
    .max(PASSWORD_MAX, { error: MESSAGES.passwordMax }),
});
export type LoginInput = z.input<typeof loginInput>;

/** employeeCount arrives as a number, a numeric string, empty or absent. */
const employeeCountSchema = z
  .union([z.number(), z.string().trim(), z.null()], { error: MESSAGES.employeeCountMin })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === "") return null;
    const n = typeof value === "number" ? value : Number(value);
    if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
      ctx.addIssue({ code: "custom", message: MESSAGES.employeeCountMin });
      return z.NEVER;
    }
    return n;
  });

export const registerInput = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: requiredText(MESSAGES.firstNameRequired, 100, "one"),
  lastName: requiredText(MESSAGES.lastNameRequired, 100, "one"),
  businessName: requiredText(MESSAGES.businessNameRequired, 200, "one"),
  industry: optionalText(200, "one"),
  employeeCount: employeeCountSchema,
  website: optionalText(500, "one"),
});
export type RegisterInput = z.input<typeof registerInput>;

const resetTokenSchema = z
  .string({ error: MESSAGES.resetLinkInvalid })
  .trim()
  .min(1, { error: MESSAGES.resetLinkInvalid })
  .max(200, { error: MESSAGES.resetLinkInvalid });

export const resetPasswordInput = z.object({ token: resetTokenSchema, password: newPasswordSchema });
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

/** The reset page asks on load whether its link still works, before it shows the form. */
export const resetTokenCheckInput = z.object({ token: resetTokenSchema });
export type ResetTokenCheckInput = z.input<typeof resetTokenCheckInput>;

/** Contract §9: 'Forgot password?' asks for the address only. */
export const passwordResetRequestInput = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestInput>;

export { requiredText, optionalText };

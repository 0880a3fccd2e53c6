import { z } from "zod";
import { PASSWORD_MAX } from "./constants";
import { newPasswordSchema, optionalText, registerInput, requiredText } from "./auth";
import { MESSAGES } from "./messages";
import { shareScorecardField } from "./scorecard/figures";

/**
 * Account self-service (contract §11): one's own name and password, and for owners the
 * business's details. The rules are registration's, so a name or a password that
 * registration takes is taken here too.
 */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: "Please enter your current password",
  currentPasswordWrong: "Your current password is not correct",
  samePassword: "The new password must differ from the current one",

  // The Settings screen.
  settingsTitle: "Settings",
  profileTitle: "Your profile",
  profileSaved: "Your name has been saved.",
  passwordTitle: "Password",
  passwordHint: "Changing your password signs you out everywhere else.",
  passwordChanged: "Your password has been changed. Every other session has been signed out.",
  businessTitle: "Business details",
  businessSaved: "The business details have been saved.",
  exportTitle: "Your data",
  exportText:
    "Download everything we store about you: your profile, your business, your progress, quiz answers, coaching sessions and, for owners, the business's monthly figures.",
  exportButton: "Download my data",
  exportFailed: "The download could not be prepared. Please try again.",
  saveFailed: "Could not save",
  saved: "Saved",
} as const;

const shape = registerInput.shape;

/** `PATCH /api/user`: either name or both; sending neither answers 400. */
export const profileUpdateInput = z.object({
  firstName: shape.firstName.optional(),
  lastName: shape.lastName.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateInput>;

/** `POST /api/user/password`: the new password follows registration's rules. */
export const passwordChangeInput = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .max(PASSWORD_MAX, { error: MESSAGES.passwordMax }),
    newPassword: newPasswordSchema,
  })
  .refine((input) => input.currentPassword !== input.newPassword, {
    path: ["newPassword"],
    error: ACCOUNT_MESSAGES.samePassword,
  });
export type PasswordChangeInput = z.input<typeof passwordChangeInput>;

/**
 * `PATCH /api/business` (owner only): the details registration asked for, and whether the
 * team may read the scorecard (contract §12). Any of them; none answers 400.
 */
export const businessSelfUpdateInput = z.object({
  name: requiredText(MESSAGES.businessNameRequired, 200, "one").optional(),
  industry: optionalText(200, "one").optional(),
  employeeCount: shape.employeeCount.optional(),
  website: optionalText(500, "one").optional(),
  shareScorecardWithTeam: shareScorecardField.optional(),
});
export type BusinessSelfUpdateInput = z.input<typeof businessSelfUpdateInput>;

import { z } from "zod";
import { PASSWORD_MAX } from "./constants";
import { newPasswordSchema, optionalText, registerInput, requiredText } from "./auth";
import { MESSAGES } from "./messages";
import { shareScorecardField } from "./scorecard/figures";
import { membersMayCheckInField } from "./accountability/check-ins";
import { timeZoneField } from "./coaching";
import { COACHING_MESSAGES } from "./coaching-messages";

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
  timeZoneTitle: "Time zone",
  timeZoneHint: "Session times, in the app and in your emails, are shown in this zone.",
  timeZoneSaved: "Your time zone has been saved.",
} as const;

/**
 * A zone as Intl names it (`america/new_york` is `America/New_York`): the form the account
 * keeps, so the app and the server compare and show one spelling.
 */
export const canonicalTimeZone = (zone: string): string =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;

/**
 * `PUT /api/user/time-zone`: an IANA zone name the runtime knows (an offset such as `+02:00`,
 * which Intl also takes, is not one), kept in Intl's spelling.
 */
export const timeZoneSettingInput = z.object({
  timeZone: timeZoneField
    .refine((zone) => /^[A-Za-z]/.test(zone), { error: COACHING_MESSAGES.invalidTimeZone })
    .transform(canonicalTimeZone),
});
export type TimeZoneSettingInput = z.input<typeof timeZoneSettingInput>;

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
 * team may read the scorecard (contract §12) and send the weekly check-in (contract §15). Any
 * of them; none answers 400.
 */
export const businessSelfUpdateInput = z.object({
  name: requiredText(MESSAGES.businessNameRequired, 200, "one").optional(),
  industry: optionalText(200, "one").optional(),
  employeeCount: shape.employeeCount.optional(),
  website: optionalText(500, "one").optional(),
  shareScorecardWithTeam: shareScorecardField.optional(),
  membersMayCheckIn: membersMayCheckInField.optional(),
});
export type BusinessSelfUpdateInput = z.input<typeof businessSelfUpdateInput>;

import { z } from "zod";
import { PASSWORD_MAX } from "./constants";
import { ACCOUNT_MESSAGES } from "./account";
import { MESSAGES } from "./messages";
import { idSchema } from "./ids";

/**
 * Two-factor sign-in (contract §13) and the account's sessions and sign-ins: the texts the
 * server sends and the Security screens show, the figures, and the inputs.
 */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Please enter the 6-digit code from your authenticator app",
  codeWrong: "That code is not correct or has been used. Please try the current one.",
  challengeExpired: "Your sign-in has expired. Please sign in again with your password.",
  alreadyEnabled: "Two-factor sign-in is already on",
  notEnabled: "Two-factor sign-in is not on",
  setupNotStarted: "Start the set-up again: no key is waiting for confirmation",
  requiredForAdmins: "Two-factor sign-in is required for admins. It cannot be turned off.",
  setupRequired: "Two-factor sign-in is required for admins. Please turn it on under Security first.",
  enableOwnFirst: "Turn on two-factor sign-in for your own account first",
  sessionNotFound: "Session not found",

  // The screens.
  title: "Two-factor sign-in",
  intro:
    "Sign in with your password and a code from an authenticator app (Google Authenticator, 1Password, Microsoft Authenticator and others).",
  statusOn: "On",
  statusOff: "Off",
  enableButton: "Turn on two-factor sign-in",
  scanHint:
    "Scan this code with your authenticator app, or enter the key by hand, then type the code it shows.",
  keyLabel: "Key",
  codeLabel: "Code from your app",
  confirmButton: "Confirm and turn on",
  recoveryTitle: "Your recovery codes",
  recoveryHint:
    "Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.",
  recoveryDone: "I have kept them",
  recoveryLeft: (n: number) => `${n} recovery ${n === 1 ? "code" : "codes"} left`,
  regenerateButton: "Make new recovery codes",
  regenerateHint:
    "Enter your password to make a new set of recovery codes. The codes you have now stop working.",
  regenerated: "New recovery codes made. The old ones no longer work.",
  disableButton: "Turn off",
  disableHint: "Enter your password to turn two-factor sign-in off.",
  disabled: "Two-factor sign-in is off.",
  enabled: "Two-factor sign-in is on.",
  requiredNotice: "Admins must use two-factor sign-in. Turn it on to continue to the admin area.",
  signInCodeTitle: "Two-factor sign-in",
  signInCodeHint: "Enter the code from your authenticator app, or one of your recovery codes.",
  signInCodeLabel: "Code",
  signInCodeButton: "Verify",
  requireForAdminsLabel: "Require two-factor sign-in of every admin",
  requireForAdminsHint: "An admin without it is sent to set it up before using the admin area.",
  sessionsTitle: "Where you are signed in",
  sessionsCurrent: "This browser",
  sessionsEnd: "Sign out",
  sessionsEndOthers: "Sign out everywhere else",
  sessionsShowAll: (n: number) => `Show ${n} more`,
  sessionsShowFewer: "Show fewer",
  sessionsEndedOthers: (n: number) => `Signed out of ${n} other ${n === 1 ? "session" : "sessions"}.`,
  signInsTitle: "Recent sign-ins",
  signInsEmpty: "No sign-ins yet.",
  signInSucceeded: "Signed in",
  signInFailed: "Failed",
  unknownDevice: "Unknown browser",
} as const;

/** The sign-in check a recent sign-in names, as the list shows it. */
export const SIGN_IN_METHODS = ["password", "code", "recovery_code"] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  password: "Password",
  code: "Authenticator code",
  recovery_code: "Recovery code",
};

export const TWO_FACTOR = {
  /** RFC 6238's usual figures, which every authenticator app reads from the otpauth URI. */
  periodSeconds: 30,
  digits: 6,
  /** One step either side, for a phone's clock a little off. */
  windowSteps: 1,
  keyBytes: 20,
  /** Contract §13: the password's sign-in waits this long for its code. */
  challengeMs: 5 * 60 * 1000,
  recoveryCodeCount: 10,
  /** Recent sign-ins listed per account. */
  signInsListed: 20,
} as const;

/** A session's last-seen time is written when it is older than this, not on every request. */
export const SESSION_SEEN_EVERY_MS = 5 * 60 * 1000;

/** Recovery codes: 10 characters of base32 in two groups, `abcde-fghij`; read without case or dashes. */
export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

const codeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, { error: TWO_FACTOR_MESSAGES.codeRequired })
  .max(32, { error: TWO_FACTOR_MESSAGES.codeWrong });

/** `POST /api/login/two-factor`: a code from the app, or a recovery code. */
export const twoFactorLoginInput = z.object({ code: codeSchema });
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginInput>;

/** `POST /api/user/two-factor`: the app's code confirms the key it was given. */
export const twoFactorEnableInput = z.object({
  code: codeSchema.regex(/^\d{6}$/, { error: TWO_FACTOR_MESSAGES.codeRequired }),
});
export type TwoFactorEnableInput = z.input<typeof twoFactorEnableInput>;

/** The password proves it is the person, not someone at a browser left signed in. */
const passwordConfirmation = z.object({
  password: z
    .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
    .min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired })
    .max(PASSWORD_MAX, { error: MESSAGES.passwordMax }),
});

/** `POST /api/user/two-factor/disable`. */
export const twoFactorDisableInput = passwordConfirmation;
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableInput>;

/** `POST /api/user/two-factor/recovery-codes`: a new set in place of the old, as turning it off asks. */
export const recoveryCodesRegenerateInput = passwordConfirmation;
export type RecoveryCodesRegenerateInput = z.input<typeof recoveryCodesRegenerateInput>;

/** `PUT /api/admin/security`. */
export const securitySettingsInput = z.object({
  requireTwoFactorForAdmins: z.boolean({ error: MESSAGES.invalidInput }),
});
export type SecuritySettingsInput = z.input<typeof securitySettingsInput>;

/** `DELETE /api/user/sessions/{id}`: the id the list of one's sessions shows. */
export const ownSessionIdInput = z.object({ id: idSchema() });

/** "Firefox on Windows" from a User-Agent header; null when it names nothing known. */
export function describeUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = [
    ["Edge", /Edg\//],
    ["Opera", /OPR\//],
    ["Firefox", /Firefox\//],
    ["Chrome", /Chrom(e|ium)\//],
    ["Safari", /Safari\//],
  ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0] as string | undefined;
  const system = [
    ["iPhone", /iPhone/],
    ["iPad", /iPad/],
    ["Android", /Android/],
    ["Windows", /Windows/],
    ["macOS", /Mac OS X|Macintosh/],
    ["ChromeOS", /CrOS/],
    ["Linux", /Linux/],
  ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0] as string | undefined;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}

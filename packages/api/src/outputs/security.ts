import { SIGN_IN_METHODS } from "@scalemsp/validators";
import { z } from "zod";
import { loginOutput } from "./accounts";
import { idOutput, nullableText, timestampOutput } from "./common";

/** Contract §13: the password was right; the sign-in waits for its second factor (no session yet). */
export const twoFactorRequiredOutput = z.object({ twoFactorRequired: z.literal(true) });
/** `POST /api/login`: the user and a session, or the second factor's turn. */
export const loginAnswerOutput = z.union([loginOutput, twoFactorRequiredOutput]);

export const twoFactorStatusOutput = z.object({
  enabled: z.boolean(),
  enabledAt: timestampOutput.nullable(),
  recoveryCodesLeft: z.number().int().nonnegative(),
  /** The admin setting requires it of this user (an admin). */
  required: z.boolean(),
  /** Required and not on: the admin area stays closed until it is. */
  setupRequired: z.boolean(),
});

export const twoFactorSetupOutput = z.object({
  /** The key in base32, for entering by hand. */
  key: z.string(),
  /** The otpauth:// URI the QR code carries. */
  uri: z.string(),
});

export const recoveryCodesOutput = z.object({ recoveryCodes: z.array(z.string()) });

export const ownSessionOutput = z.object({
  id: idOutput,
  /** The session of this very request. */
  current: z.boolean(),
  userAgent: nullableText,
  ipAddress: nullableText,
  lastSeenAt: timestampOutput,
  createdAt: timestampOutput,
});
export const ownSessionsOutput = z.array(ownSessionOutput);
export const endedSessionsOutput = z.object({ ended: z.number().int().nonnegative() });

export const signInEventOutput = z.object({
  succeeded: z.boolean(),
  method: z.enum(SIGN_IN_METHODS),
  ipAddress: nullableText,
  userAgent: nullableText,
  at: timestampOutput,
});
export const signInEventsOutput = z.array(signInEventOutput);

export const securitySettingsOutput = z.object({ requireTwoFactorForAdmins: z.boolean() });

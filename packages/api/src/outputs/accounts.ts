import { PLAN_LEVELS, USER_ROLES } from "@scalemsp/validators";
import { z } from "zod";
import { idOutput, nullableText, timestampOutput } from "./common";

/** The user as any answer shows it: never the password hash. */
export const publicUserOutput = z.object({
  id: idOutput,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(USER_ROLES),
  businessId: idOutput.nullable(),
  isOwner: z.boolean(),
  isActive: z.boolean(),
  createdAt: timestampOutput,
  /** The IANA zone the member's times are shown in; null until first set (from the browser). */
  timeZone: z.string().nullable(),
});

export const publicBusinessOutput = z.object({
  id: idOutput,
  name: z.string(),
  industry: nullableText,
  employeeCount: z.number().int().nullable(),
  website: nullableText,
  planLevel: z.enum(PLAN_LEVELS),
  isActive: z.boolean(),
  /** Whether the team may read the business's scorecard (contract §12). */
  shareScorecardWithTeam: z.boolean(),
  /** Whether the team's members may send the weekly check-in (contract §15). */
  membersMayCheckIn: z.boolean(),
  createdAt: timestampOutput,
});

export const registerOutput = z.object({ user: publicUserOutput, business: publicBusinessOutput });
export const loginOutput = z.object({ user: publicUserOutput });
export const logoutOutput = z.object({ success: z.literal(true) });
/** A first-run setup link that still works (one that does not answers 400). */
export const setupCheckOutput = z.object({ valid: z.literal(true) });

/** Whether a password reset link still works (unused and unexpired). */
export const resetTokenCheckOutput = z.object({ valid: z.boolean() });

/** Contract §14: whether the caller's address is verified. */
export const emailVerificationOutput = z.object({ email: z.string(), verified: z.boolean() });
export const emailVerifiedOutput = z.object({ verified: z.literal(true) });

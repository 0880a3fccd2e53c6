import { USER_ROLES } from "@scalemsp/validators";
import { z } from "zod";
import { idOutput, nullableText, timestampOutput } from "./common";

export const invitationOutput = z.object({
  id: idOutput,
  email: z.string(),
  firstName: nullableText,
  expiresAt: timestampOutput,
  createdAt: timestampOutput,
});

export const teamMemberOutput = z.object({
  id: idOutput,
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  isOwner: z.boolean(),
  isActive: z.boolean(),
  lastSignInAt: timestampOutput.nullable(),
});

/** `GET /api/team` (contract §11): the business's people and its pending invitations. */
export const teamOutput = z.object({
  users: z.array(teamMemberOutput),
  invitations: z.array(invitationOutput),
});

/** What the invitation page shows before accepting. */
export const invitationPreviewOutput = z.object({
  email: z.string(),
  firstName: nullableText,
  businessName: z.string(),
});

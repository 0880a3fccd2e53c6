import { z } from "zod";
import { emailSchema, linkTokenField, optionalText, registerInput } from "./auth";
import { idSchema } from "./ids";
import { MESSAGES } from "./messages";
import { EMAIL_VERIFICATION_MESSAGES } from "./stranger-messages";

/** Contract §11: an invitation's link is valid this long. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many invitations a business sends a day: a mistake or a stolen session cannot send a flood. */
export const INVITATIONS_PER_BUSINESS_PER_DAY = 50;
/** Contract §14: invitations a day from an owner whose e-mail address is not verified. */
export const INVITATIONS_PER_DAY_UNVERIFIED = 5;

/** The Team tab's and the invitation page's texts, and the team calls' messages. */
export const TEAM_MESSAGES = {
  inviteLinkInvalid: "This invitation link is no longer valid. Please ask for a new invitation.",
  invitationNotFound: "Invitation not found",
  invitationAccepted: "This invitation has already been accepted",
  memberNotFound: "Team member not found",
  businessDeactivated: "This business's account has been deactivated. Please contact support.",

  // The Team tab.
  teamTitle: "Your team",
  teamIntro: "Everyone here takes the courses of your plan and keeps their own progress.",
  inviteTitle: "Invite a colleague",
  inviteHint: "They get an email with a link to join, valid for 7 days.",
  inviteButton: "Send invitation",
  invited: "Invitation sent",
  invitedText: (email: string) => `We've emailed an invitation to ${email}.`,
  inviteFailed: "Could not send the invitation",
  pendingTitle: "Pending invitations",
  pendingEmpty: "No invitations are waiting for an answer.",
  revoke: "Revoke",
  revoked: "Invitation revoked",
  revokedText: (email: string) => `The link sent to ${email} no longer works.`,
  revokeFailed: "Could not revoke the invitation",
  deactivate: "Deactivate",
  reactivate: "Reactivate",
  memberDeactivated: (name: string) => `${name} has been signed out and can no longer sign in.`,
  memberReactivated: (name: string) => `${name} can sign in again.`,
  memberUpdated: "Team updated",
  memberUpdateFailed: "Could not update the team member",
  loadFailed: "The team could not be loaded. Please try again.",
  neverSignedIn: "Never",

  // The invitation page.
  acceptTitle: "Join your team",
  acceptIntro: "Choose your name and a password to finish setting up your account.",
  acceptButton: "Join the team",
  acceptFailed: "Could not accept the invitation",
  welcome: (firstName: string) => `Welcome to the team, ${firstName}!`,
} as const;

const tokenField = linkTokenField(TEAM_MESSAGES.inviteLinkInvalid);

/** `POST /api/team/invites`. */
export const teamInviteInput = z.object({
  email: emailSchema,
  firstName: optionalText(100, "one").optional(),
});
export type TeamInviteInput = z.input<typeof teamInviteInput>;

/** `POST /api/team/invites/{id}/revoke`. */
export const teamInvitationIdInput = z.object({ id: idSchema() });

/** `PATCH /api/team/members/{id}`. */
export const teamMemberUpdateInput = z.object({
  id: idSchema(),
  isActive: z.boolean({ error: MESSAGES.mustBeTrueOrFalse }),
});
export type TeamMemberUpdateInput = z.input<typeof teamMemberUpdateInput>;

/** `POST /api/invites/accept`: registration's name and password rules. */
export const inviteAcceptInput = z.object({
  token: tokenField,
  password: registerInput.shape.password,
  firstName: registerInput.shape.firstName,
  lastName: registerInput.shape.lastName,
});
export type InviteAcceptInput = z.input<typeof inviteAcceptInput>;

/** The invitation page's `?token=`. */
export const inviteTokenInput = z.object({ token: tokenField });

/** Contract §14: the registration e-mail's verification link, as its page sends it. */
export const emailVerifyInput = z.object({
  token: z
    .string({ error: EMAIL_VERIFICATION_MESSAGES.linkInvalid })
    .trim()
    .min(1, { error: EMAIL_VERIFICATION_MESSAGES.linkInvalid })
    .max(1000, { error: EMAIL_VERIFICATION_MESSAGES.linkInvalid }),
});
export type EmailVerifyInput = z.input<typeof emailVerifyInput>;

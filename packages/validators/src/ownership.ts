import { z } from "zod";
import { idSchema } from "./ids";

/**
 * Contract §14 'who is the owner': a business has one owner, the user marked `isOwner`; the admin
 * moves it only by an explicit transfer, and a role set on the user page grants no owner's powers.
 */
export const OWNERSHIP_MESSAGES = {
  roleFollowsOwnership:
    "The owner's role follows ownership: transfer ownership on the business page to change who owns it",
  newOwnerRequired: "Please choose the member who becomes the owner",
  newOwnerNotInBusiness: "The new owner must be an active member of this business",
  alreadyOwner: "This member already owns the business",

  // The admin's business page.
  transferButton: "Transfer ownership",
  transferTitle: "Transfer ownership",
  transferIntro: (business: string) =>
    `The new owner manages ${business}: its team, details, scorecard and plan. The current owner becomes a member.`,
  transferSelectLabel: "New owner",
  transferSelectEmpty: "No other active member can become the owner. Invite someone first.",
  transferConfirm: "Transfer",
  transferred: "Ownership transferred",
  transferredText: (name: string) => `${name} now owns the business.`,
  transferFailed: "Could not transfer ownership",
  roleHint: "The owner changes by a transfer on the business page.",
  makeMember: "Set role to Member",

  // The admin's list of a business's pending invitations.
  invitationRevokeTitle: "Revoke this invitation?",
  invitationRevokeText: (email: string) => `The link sent to ${email} stops working at once.`,
  invitationsLoadFailed: "The pending invitations could not be loaded.",
} as const;

/** `POST /api/admin/businesses/{id}/owner`. */
export const ownerTransferInput = z.object({
  id: idSchema(),
  userId: idSchema(OWNERSHIP_MESSAGES.newOwnerRequired),
});
export type OwnerTransferInput = z.input<typeof ownerTransferInput>;

/** `GET /api/admin/businesses/{id}/invitations`. */
export const adminBusinessInvitationsInput = z.object({ id: idSchema() });

/** `POST /api/admin/businesses/{id}/invitations/{invitationId}/revoke`. */
export const adminInvitationRevokeInput = z.object({ id: idSchema(), invitationId: idSchema() });
export type AdminInvitationRevokeInput = z.input<typeof adminInvitationRevokeInput>;

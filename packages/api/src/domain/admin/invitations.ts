import { businesses, eq, type Database } from "@scalemsp/db";
import { MESSAGES } from "@scalemsp/validators";
import { notFound } from "../../errors";
import { pendingInvitationsOf, revokeInvitationOf } from "../team/invitations";

async function requireBusiness(db: Database, id: number) {
  const [business] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, id));
  if (!business) throw notFound(MESSAGES.businessNotFound);
}

/** `GET /api/admin/businesses/{id}/invitations`: a business's pending invitations (contract §14). */
export async function listBusinessInvitations(db: Database, id: number, now: Date) {
  await requireBusiness(db, id);
  return pendingInvitationsOf(db, id, now);
}

/** `POST /api/admin/businesses/{id}/invitations/{invitationId}/revoke`: the admin ends a link. */
export async function revokeBusinessInvitation(
  db: Database,
  input: { id: number; invitationId: number },
  now: Date,
) {
  await requireBusiness(db, input.id);
  await revokeInvitationOf(db, input.id, input.invitationId, now);
}

import { and, asc, businesses, eq, users, type Database } from "@scalemsp/db";
import { MESSAGES, OWNERSHIP_MESSAGES, type UserRole } from "@scalemsp/validators";
import { badRequest, notFound } from "../../errors";
import { recordAudit, type AuditActor } from "../audit/record";

/**
 * Contract §14: the role a user of a business holds follows whether they own it. The user page
 * may set it only to what it already means (a member stays member, the owner stays
 * business_owner; a stray business_owner without ownership may be set back to member), so a
 * role never grants an owner's powers and the owner is never left without the role.
 */
export function refuseRoleAgainstOwnership(target: { isOwner: boolean }, role: UserRole | undefined) {
  if (role === undefined) return;
  const matches = target.isOwner ? role === "business_owner" : role === "member";
  if (!matches) throw badRequest(OWNERSHIP_MESSAGES.roleFollowsOwnership, "role");
}

/**
 * `POST /api/admin/businesses/{id}/owner`: the one way the owner changes. In one transaction the
 * old owner becomes a member and the chosen active member of the same business the owner (role
 * and `isOwner`), recorded in the audit log with who did it.
 */
export async function transferOwnership(
  db: Database,
  actor: AuditActor,
  input: { id: number; userId: number },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const [business] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, input.id))
      .for("update");
    if (!business) throw notFound(MESSAGES.businessNotFound);
    const people = await tx
      .select({ id: users.id, email: users.email, isOwner: users.isOwner, isActive: users.isActive })
      .from(users)
      .where(eq(users.businessId, business.id))
      .orderBy(asc(users.id))
      .for("update");
    const next = people.find((person) => person.id === input.userId);
    if (!next?.isActive) throw badRequest(OWNERSHIP_MESSAGES.newOwnerNotInBusiness, "userId");
    if (next.isOwner) throw badRequest(OWNERSHIP_MESSAGES.alreadyOwner, "userId");
    const previous = people.filter((person) => person.isOwner);
    await tx
      .update(users)
      .set({ isOwner: false, role: "member" })
      .where(and(eq(users.businessId, business.id), eq(users.isOwner, true)));
    await tx.update(users).set({ isOwner: true, role: "business_owner" }).where(eq(users.id, next.id));
    await recordAudit(
      tx,
      actor,
      {
        action: "business.owner_transferred",
        businessId: business.id,
        userId: next.id,
        changes: { owner: { from: previous.map((person) => person.email).join(", ") || null, to: next.email } },
      },
      now,
    );
  });
}

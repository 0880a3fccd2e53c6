import { TRPCError } from "@trpc/server";
import { MESSAGES, type UserRole } from "@scalemsp/validators";

/**
 * The one gate: who may call a procedure, reach the upload routes or read a protected file.
 * Each procedure declares its level in its meta (the builders of `trpc.ts` set it), the
 * gate enforces that same declaration, and the OpenAPI document reads it: one statement,
 * three readers. `checkAccess` (access-gate.ts) adds what needs the database, the admin
 * two-factor rule; procedures and the admin upload routes ask there.
 *
 * - `public`: anyone, signed in or not.
 * - `signedIn`: any signed-in user, whatever the account's state (who am I, and my business).
 * - `member`: signed in, the user active and (for a business's user) the business active.
 * - `owner`: a member who owns the business (`isOwner`, never the role alone: contract §14), or an admin.
 * - `admin`: a member with role `admin`.
 */
export const ACCESS_LEVELS = ["public", "signedIn", "member", "owner", "admin"] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** What the gate needs to know about a caller; the session user has all of it. */
export interface GateUser {
  role: UserRole;
  isOwner: boolean;
  isActive: boolean;
  business: { isActive: boolean } | null;
}

export type AccessDecision = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

const ALLOWED: AccessDecision = { allowed: true };

export const isAdmin = (user: { role: UserRole }) => user.role === "admin";
/**
 * Contract §14: a business has one owner, the user marked `isOwner`; a role of `business_owner`
 * without it grants nothing.
 */
export const ownsBusiness = (user: { role: UserRole; isOwner: boolean }) => user.isOwner || isAdmin(user);

/** May this caller (null when signed out) do what needs `access`? */
export function mayAccess(user: GateUser | null, access: Access): AccessDecision {
  if (access === "public") return ALLOWED;
  if (!user) return { allowed: false, status: 401, message: MESSAGES.notSignedIn };
  if (access === "signedIn") return ALLOWED;
  if (!user.isActive || (user.business && !user.business.isActive)) {
    return { allowed: false, status: 403, message: MESSAGES.accountDeactivated };
  }
  if (access === "owner" && !ownsBusiness(user)) {
    return { allowed: false, status: 403, message: MESSAGES.forbidden };
  }
  if (access === "admin" && !isAdmin(user)) {
    return { allowed: false, status: 403, message: MESSAGES.adminOnly };
  }
  return ALLOWED;
}

/** A refusal of the gate as the error procedures throw. */
export const accessError = (decision: Extract<AccessDecision, { allowed: false }>) =>
  new TRPCError({ code: decision.status === 401 ? "UNAUTHORIZED" : "FORBIDDEN", message: decision.message });

/**
 * Records of a business: a member reaches only their own business's (contract §13 'other
 * business': another's answers 404, so its existence stays hidden).
 */
export const belongsToViewerBusiness = (
  viewer: { businessId: number | null },
  record: { businessId: number | null },
) => viewer.businessId !== null && record.businessId === viewer.businessId;

/** Contract §10: a booked session is cancelled or moved by the member who booked it, or the business's owner. */
export const mayChangeSession = (
  viewer: { id: number; isOwner: boolean },
  session: { bookedById: number | null },
) => session.bookedById === viewer.id || viewer.isOwner;

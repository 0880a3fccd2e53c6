import { generateToken, hashPassword, hashToken } from "@scalemsp/auth";
import { and, asc, businesses, eq, gt, isNull, teamInvitations, users, type Database } from "@scalemsp/db";
import {
  INVITATION_TTL_MS,
  EMAIL_VERIFICATION_MESSAGES,
  INVITATIONS_PER_BUSINESS_PER_DAY,
  INVITATIONS_PER_DAY_UNVERIFIED,
  MESSAGES,
  TEAM_MESSAGES,
  type inviteAcceptInput,
  type teamInviteInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest, conflict, forbidden, notFound } from "../../errors";
import { isUniqueViolation } from "../accounts";
import { enqueueEmail } from "../email";
import { consumeRateLimit } from "../rate-limit";
import { iso, toPublicUser } from "../serialize";
import { userColumns } from "../user-columns";
import { teamBusinessOf, type TeamViewer } from "./viewer";

type InviteData = z.output<typeof teamInviteInput>;
type AcceptData = z.output<typeof inviteAcceptInput>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Neither accepted nor revoked, and not expired. */
const pending = (now: Date) =>
  and(
    isNull(teamInvitations.acceptedAt),
    isNull(teamInvitations.revokedAt),
    gt(teamInvitations.expiresAt, now),
  );

const invitationColumns = {
  id: teamInvitations.id,
  email: teamInvitations.email,
  firstName: teamInvitations.firstName,
  expiresAt: teamInvitations.expiresAt,
  createdAt: teamInvitations.createdAt,
};
type InvitationRow = {
  id: number;
  email: string;
  firstName: string | null;
  expiresAt: Date;
  createdAt: Date;
};

export const toInvitation = (row: InvitationRow) => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  expiresAt: iso(row.expiresAt),
  createdAt: iso(row.createdAt),
});

/** A business's pending invitations, oldest first. */
export async function pendingInvitationsOf(db: Database, businessId: number, now: Date) {
  const rows = await db
    .select(invitationColumns)
    .from(teamInvitations)
    .where(and(eq(teamInvitations.businessId, businessId), pending(now)))
    .orderBy(asc(teamInvitations.id));
  return rows.map(toInvitation);
}

/**
 * `POST /api/team/invites`: a one-time link valid 7 days. An address with an account answers
 * 409 (one account belongs to one business). Inviting an address again replaces its pending
 * invitation, so the newest e-mail is the one that works.
 */
export async function inviteMember(db: Database, viewer: TeamViewer, input: InviteData, now: Date) {
  const business = teamBusinessOf(viewer);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw conflict(MESSAGES.emailTaken);
  // Contract §14: mail to strangers in the owner's name needs the owner's own address proven first.
  const verified = viewer.emailVerifiedAt !== null;
  const max = verified ? INVITATIONS_PER_BUSINESS_PER_DAY : INVITATIONS_PER_DAY_UNVERIFIED;
  await consumeRateLimit(
    db,
    `team-invites:business:${business.id}`,
    { max, windowMs: DAY_MS },
    now,
    verified
      ? EMAIL_VERIFICATION_MESSAGES.invitesVerified(max)
      : EMAIL_VERIFICATION_MESSAGES.invitesUnverified(max),
  );
  const token = generateToken();
  return db.transaction(async (tx) => {
    await tx
      .update(teamInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(teamInvitations.businessId, business.id),
          eq(teamInvitations.email, input.email),
          pending(now),
        ),
      );
    const [row] = await tx
      .insert(teamInvitations)
      .values({
        businessId: business.id,
        email: input.email,
        firstName: input.firstName ?? null,
        tokenHash: hashToken(token),
        invitedById: viewer.id,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
        createdAt: now,
      })
      .returning(invitationColumns);
    // Written in the same transaction: an invitation is never kept without its e-mail. The raw
    // token travels only in the message, never in an answer.
    await enqueueEmail(tx, {
      kind: "team-invitation",
      to: input.email,
      data: { firstName: input.firstName ?? null, token },
    });
    return toInvitation(row!);
  });
}

/** `POST /api/team/invites/{id}/revoke`: the link stops working. Another business's invitation is 404. */
export async function revokeInvitation(db: Database, viewer: TeamViewer, id: number, now: Date) {
  const business = teamBusinessOf(viewer);
  await revokeInvitationOf(db, business.id, id, now);
}

/**
 * Revokes one of a business's invitations, by its owner or the admin (contract §14): the link
 * stops working; one of another business is 404, an accepted one 409.
 */
export async function revokeInvitationOf(db: Database, businessId: number, id: number, now: Date) {
  const [row] = await db
    .select({ acceptedAt: teamInvitations.acceptedAt })
    .from(teamInvitations)
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.businessId, businessId)));
  if (!row) throw notFound(TEAM_MESSAGES.invitationNotFound);
  if (row.acceptedAt) throw conflict(TEAM_MESSAGES.invitationAccepted);
  await db
    .update(teamInvitations)
    .set({ revokedAt: now })
    .where(and(eq(teamInvitations.id, id), isNull(teamInvitations.revokedAt)));
}

/** What the invitation page shows before the person accepts: who invited them where. */
export async function previewInvitation(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({
      email: teamInvitations.email,
      firstName: teamInvitations.firstName,
      businessName: businesses.name,
    })
    .from(teamInvitations)
    .innerJoin(businesses, eq(businesses.id, teamInvitations.businessId))
    .where(and(eq(teamInvitations.tokenHash, hashToken(token)), pending(now), eq(businesses.isActive, true)));
  if (!row) throw badRequest(TEAM_MESSAGES.inviteLinkInvalid, "token");
  return row;
}

/**
 * `POST /api/invites/accept`: the invitation is spent by one conditional UPDATE and the member
 * created in the same transaction, so of two uses at once only one succeeds; the new member
 * has role `member` of the inviting business.
 */
export async function acceptInvitation(db: Database, input: AcceptData, now: Date) {
  const tokenHash = hashToken(input.token);
  // Checked before hashing the password, so unknown tokens cost no Argon2 work.
  const [found] = await db
    .select({ id: teamInvitations.id, email: teamInvitations.email, businessActive: businesses.isActive })
    .from(teamInvitations)
    .innerJoin(businesses, eq(businesses.id, teamInvitations.businessId))
    .where(and(eq(teamInvitations.tokenHash, tokenHash), pending(now)));
  if (!found) throw badRequest(TEAM_MESSAGES.inviteLinkInvalid, "token");
  if (!found.businessActive) throw forbidden(TEAM_MESSAGES.businessDeactivated);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, found.email));
  if (taken) throw conflict(MESSAGES.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [spent] = await tx
        .update(teamInvitations)
        .set({ acceptedAt: now })
        .where(and(eq(teamInvitations.id, found.id), pending(now)))
        .returning({ businessId: teamInvitations.businessId, email: teamInvitations.email });
      if (!spent) throw badRequest(TEAM_MESSAGES.inviteLinkInvalid, "token");
      const [user] = await tx
        .insert(users)
        .values({
          email: spent.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: "member",
          businessId: spent.businessId,
          isOwner: false,
          isActive: true,
        })
        .returning(userColumns);
      await tx
        .update(teamInvitations)
        .set({ acceptedUserId: user!.id })
        .where(eq(teamInvitations.id, found.id));
      return toPublicUser(user!);
    });
  } catch (error) {
    // The address registered between the check and the insert: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
}

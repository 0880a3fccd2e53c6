import { and, eq, isNull, users, type Database } from "@scalemsp/db";
import { EMAIL_VERIFICATION_MESSAGES, RATE_LIMITS } from "@scalemsp/validators";
import { badRequest } from "../../errors";
import type { SessionUser } from "../../context";
import { signLink, verifyLink } from "../coaching/signed-links";
import { enqueueEmail } from "../email";
import { consumeRateLimit } from "../rate-limit";

/**
 * Contract §14: an owner's e-mail address is verified through the link of the registration
 * e-mail (or one sent again from the dashboard). Until then the product sends fewer
 * invitations in their name. The link is signed (no table) and works for a week.
 */

const LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const verificationToken = (db: Database, userId: number, now: Date) =>
  signLink(db, "verify-email", userId, new Date(now.getTime() + LINK_TTL_MS));

/** As the session read it on this request: the dashboard asks with every view. */
export function emailVerificationStatus(viewer: SessionUser) {
  return { email: viewer.email, verified: viewer.emailVerifiedAt !== null };
}

/** The link's page: marks the address verified. A link used before still answers verified. */
export async function confirmEmailAddress(db: Database, token: string, now: Date) {
  const userId = await verifyLink(db, "verify-email", token, now);
  if (userId === null) throw badRequest(EMAIL_VERIFICATION_MESSAGES.linkInvalid, "token");
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw badRequest(EMAIL_VERIFICATION_MESSAGES.linkInvalid, "token");
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  return { verified: true as const };
}

/** The dashboard's 'send the link again': a few an hour per account. */
export async function resendVerification(db: Database, viewer: SessionUser, now: Date): Promise<void> {
  if (viewer.emailVerifiedAt !== null) throw badRequest(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
  await consumeRateLimit(
    db,
    `verify-resend:user:${viewer.id}`,
    RATE_LIMITS.verificationResendPerUser,
    now,
    EMAIL_VERIFICATION_MESSAGES.resendLimited,
  );
  await enqueueEmail(db, {
    kind: "registration-welcome",
    to: viewer.email,
    data: { firstName: viewer.firstName, verifyToken: await verificationToken(db, viewer.id, now) },
  });
}

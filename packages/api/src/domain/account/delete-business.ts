import { verifyPassword } from "@scalemsp/auth";
import {
  businesses,
  coachingSessions,
  consultationRequests,
  emailOutbox,
  eq,
  inArray,
  or,
  users,
  type Database,
} from "@scalemsp/db";
import { MESSAGES, OPERATIONS_MESSAGES, RATE_LIMITS, type deleteBusinessInput } from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest, forbidden, notFound } from "../../errors";
import { cancelUpcomingSessions } from "../coaching/business-sessions";
import { endSubscriptionsOf } from "../billing/end-subscriptions";
import type { BillingProvider } from "../billing/provider";
import { consumeRateLimit, refundRateLimitHit } from "../rate-limit";

type DeleteData = z.output<typeof deleteBusinessInput>;

/**
 * `DELETE /api/business` (contract §13 owners leave): the owner, proving it with their password,
 * deletes the business and everything stored about it in one transaction. The users go, and
 * with them (by their foreign keys) their sign-in sessions, reset links, API tokens, calendar
 * feeds, progress and quiz answers; the business takes its subscriptions, sessions and seats,
 * monthly figures, invitations and audit records. Removed here by hand: the e-mails addressed
 * to its people (the outbox keeps rendered copies), the consultation requests they sent (which
 * name them but are not linked by a key) and the business's plan requests.
 *
 * Contract §14: its upcoming sessions, and the free strategy sessions its people booked, are
 * cancelled first, so the coach gets each cancellation with its CANCEL calendar file (the copies
 * to its people go with their other e-mails); its seats in group occurrences go with it, so those
 * seats are free again. Contract §16: its live subscriptions are cancelled at Stripe before any
 * of this, so nobody is charged for a business that is gone.
 */
export async function deleteOwnBusiness(
  db: Database,
  viewer: { id: number; email: string; isOwner: boolean; businessId: number | null },
  input: DeleteData,
  now: Date,
  billing: BillingProvider | null = null,
): Promise<void> {
  if (viewer.businessId === null) throw notFound(MESSAGES.noBusiness);
  if (!viewer.isOwner) throw forbidden(OPERATIONS_MESSAGES.onlyTheOwner);
  const businessId = viewer.businessId;

  // Wrong guesses count against the login limit of the e-mail, as for a password change:
  // an open browser alone cannot be used to try passwords faster than the login form allows.
  const limitKey = `login:email:${viewer.email}`;
  await consumeRateLimit(db, limitKey, RATE_LIMITS.loginPerEmail, now);
  const [owner] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, viewer.id));
  if (!owner || !(await verifyPassword(owner.passwordHash, input.password)))
    throw badRequest(OPERATIONS_MESSAGES.passwordWrong, "password");
  await refundRateLimitHit(db, limitKey);
  // Contract §16: a business that pays by subscription stops paying before it is deleted.
  await endSubscriptionsOf(db, billing, businessId);

  await db.transaction(async (tx) => {
    // Locked first, so a member invited or a session booked meanwhile waits and then finds no business.
    const [business] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for("update");
    if (!business) throw notFound(MESSAGES.noBusiness);
    const people = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.businessId, businessId));
    const emails = people.map((person) => person.email);
    // Its people's requests and the business's own (plan upgrade requests).
    const ofBusiness = eq(consultationRequests.businessId, businessId);
    const requestsWhere =
      emails.length > 0 ? or(ofBusiness, inArray(consultationRequests.email, emails)) : ofBusiness;
    const requests = tx
      .select({ id: consultationRequests.id })
      .from(consultationRequests)
      .where(requestsWhere);
    await cancelUpcomingSessions(
      tx,
      or(
        eq(coachingSessions.businessId, businessId),
        inArray(coachingSessions.consultationRequestId, requests),
      )!,
      now,
    );
    // A free strategy session booked from such a request goes with it.
    await tx.delete(coachingSessions).where(inArray(coachingSessions.consultationRequestId, requests));
    await tx.delete(consultationRequests).where(requestsWhere);
    if (emails.length > 0) {
      await tx.delete(emailOutbox).where(inArray(emailOutbox.to, emails));
      await tx.delete(users).where(
        inArray(
          users.id,
          people.map((person) => person.id),
        ),
      );
    }
    await tx.delete(businesses).where(eq(businesses.id, businessId));
  });
}

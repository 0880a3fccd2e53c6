import { generateToken, hashToken } from "@scalemsp/auth";
import { and, eq, gt, isNull, lte, newsletterSubscriptions, or, type Database } from "@scalemsp/db";
import {
  RATE_LIMITS,
  RESUBSCRIBE_LINK_INTERVAL_MS,
  RESUBSCRIBE_LINK_TTL_MS,
  RESUBSCRIBE_MESSAGES,
} from "@scalemsp/validators";
import { badRequest } from "../../errors";
import { enqueueEmail } from "../email";
import { consumeRateLimit } from "../rate-limit";

/**
 * Contract §14 'newsletter re-subscription': a subscribe call for an address that unsubscribed
 * changes nothing but e-mails that address a one-time confirmation link (a new one replaces the
 * old, at most one an hour per address). The caller answers as for any subscription, so nobody
 * learns whether the address was known.
 */
export async function mailResubscribeLink(tx: Database, email: string, now: Date): Promise<void> {
  const token = generateToken();
  const lapsedBefore = new Date(now.getTime() + RESUBSCRIBE_LINK_TTL_MS - RESUBSCRIBE_LINK_INTERVAL_MS);
  const [issued] = await tx
    .update(newsletterSubscriptions)
    .set({
      resubscribeTokenHash: hashToken(token),
      resubscribeExpiresAt: new Date(now.getTime() + RESUBSCRIBE_LINK_TTL_MS),
      updatedAt: now,
    })
    .where(
      and(
        eq(newsletterSubscriptions.email, email),
        eq(newsletterSubscriptions.status, "unsubscribed"),
        or(
          isNull(newsletterSubscriptions.resubscribeExpiresAt),
          lte(newsletterSubscriptions.resubscribeExpiresAt, lapsedBefore),
        ),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  if (issued) await enqueueEmail(tx, { kind: "newsletter-resubscribe", to: email, data: { token } });
}

/**
 * `POST /api/newsletter/confirm?token=…`, opened from the e-mailed link: the address is active
 * again and the link spent, by one conditional UPDATE. A used, replaced, expired or unknown token
 * answers 400 (contract §13 'one-time tokens').
 */
export async function confirmResubscription(db: Database, token: string, clientIp: string, now: Date) {
  await consumeRateLimit(db, `newsletter-confirm:ip:${clientIp}`, RATE_LIMITS.newsletterPerClient, now);
  const [confirmed] = await db
    .update(newsletterSubscriptions)
    .set({
      status: "active",
      unsubscribedAt: null,
      resubscribeTokenHash: null,
      resubscribeExpiresAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(newsletterSubscriptions.resubscribeTokenHash, hashToken(token)),
        gt(newsletterSubscriptions.resubscribeExpiresAt, now),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  if (!confirmed) throw badRequest(RESUBSCRIBE_MESSAGES.linkInvalid, "token");
  return { success: true as const, message: RESUBSCRIBE_MESSAGES.confirmed };
}

import { businesses, eq, users, type Database } from "@scalemsp/db";
import { RATE_LIMITS } from "@scalemsp/validators";
import { afterAnswer, type AfterAnswer } from "../after-answer";
import { enqueueEmail } from "./email";
import { withinRateLimit } from "./rate-limit";
import { issueResetToken } from "./reset-tokens";

/**
 * Contract §9 'Forgot password?': the same answer for every address (no enumeration). An active
 * account within the limits (3 per address, 20 per client an hour) gets a one-time link valid
 * 60 minutes by e-mail; past a limit, or for an unknown address, nothing is sent. The request
 * waits only for the limits, which every address passes through alike; looking the account up,
 * issuing its token and queuing the e-mail happen after the answer (contract §14 'timing'), so
 * a known address answers no later than an unknown one. The outbox sends the message.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  clientIp: string,
  now: Date,
  later: AfterAnswer = afterAnswer,
) {
  // Both counters move for every request, known address or not, so neither tells them apart.
  const clientOk = await withinRateLimit(db, `reset:ip:${clientIp}`, RATE_LIMITS.passwordResetPerClient, now);
  const emailOk = await withinRateLimit(db, `reset:email:${email}`, RATE_LIMITS.passwordResetPerEmail, now);
  if (!clientOk || !emailOk) return;
  later("password reset email", () => sendResetLink(db, email, now));
}

/** The link to an active account of `email`, queued in the outbox; nothing for any other address. */
async function sendResetLink(db: Database, email: string, now: Date) {
  const [account] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      isActive: users.isActive,
      businessActive: businesses.isActive,
    })
    .from(users)
    .leftJoin(businesses, eq(businesses.id, users.businessId))
    .where(eq(users.email, email));
  if (!account || !account.isActive || account.businessActive === false) return;
  await db.transaction(async (tx) => {
    const { token } = await issueResetToken(tx, account.id, now);
    await enqueueEmail(tx, {
      kind: "password-reset",
      to: email,
      data: { firstName: account.firstName, token },
    });
  });
}

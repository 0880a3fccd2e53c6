import { businesses, eq, users, type Database } from "@scalemsp/db";
import { RATE_LIMITS } from "@scalemsp/validators";
import { enqueueEmail } from "./email";
import { withinRateLimit } from "./rate-limit";
import { issueResetToken } from "./reset-tokens";

/**
 * Contract §9 'Forgot password?': the same answer for every address (no enumeration). An active
 * account within the limits (3 per address, 20 per client an hour) gets a one-time link valid
 * 60 minutes by e-mail; past a limit, or for an unknown address, nothing is sent. The request
 * only writes rows: the outbox sends the message, so a slow mail server shows in no answer.
 */
export async function requestPasswordReset(db: Database, email: string, clientIp: string, now: Date) {
  // Both counters move for every request, known address or not, so neither tells them apart.
  const clientOk = await withinRateLimit(db, `reset:ip:${clientIp}`, RATE_LIMITS.passwordResetPerClient, now);
  const emailOk = await withinRateLimit(db, `reset:email:${email}`, RATE_LIMITS.passwordResetPerEmail, now);
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
  const active = account && account.isActive && account.businessActive !== false;
  if (!active || !clientOk || !emailOk) return;
  await db.transaction(async (tx) => {
    const { token } = await issueResetToken(tx, account.id, now);
    await enqueueEmail(tx, {
      kind: "password-reset",
      to: email,
      data: { firstName: account.firstName, token },
    });
  });
}

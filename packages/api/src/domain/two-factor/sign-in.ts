import { generateToken, hashToken } from "@scalemsp/auth";
import { and, businesses, eq, gt, twoFactorChallenges, users, type Database } from "@scalemsp/db";
import { MESSAGES, TWO_FACTOR, TWO_FACTOR_MESSAGES } from "@scalemsp/validators";
import { forbidden, unauthorized } from "../../errors";
import { countLoginAttempt } from "../login-limit";
import { recordSignIn } from "../sign-in-events";
import type { SignInClient } from "../sessions";
import { codeMethod, useSecondFactor } from "./codes";

/**
 * The password was right and the account has two-factor sign-in: a challenge the browser
 * holds in a cookie for 5 minutes (contract §13), stored as the hash of its token.
 */
export async function startTwoFactorChallenge(db: Database, userId: number, now: Date) {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + TWO_FACTOR.challengeMs);
  await db.insert(twoFactorChallenges).values({ id: hashToken(token), userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/**
 * `POST /api/login/two-factor`: the code (or a recovery code) of the sign-in the cookie names.
 * Each attempt counts against the login limits of the e-mail and the client before the check,
 * as a password does; a good code gives its count back and ends the challenge, once.
 */
export async function completeTwoFactorSignIn(
  db: Database,
  token: string | null,
  code: string,
  client: SignInClient,
  now: Date,
) {
  const expired = unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
  if (!token) throw expired;
  const challengeId = hashToken(token);
  const [row] = await db
    .select({ user: users, businessActive: businesses.isActive })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
    .leftJoin(businesses, eq(businesses.id, users.businessId))
    .where(and(eq(twoFactorChallenges.id, challengeId), gt(twoFactorChallenges.expiresAt, now)));
  if (!row) throw expired;

  const attempt = await countLoginAttempt(db, { email: row.user.email, client }, now);

  const method = codeMethod(code);
  if (!(await useSecondFactor(db, row.user, code, now))) {
    await recordSignIn(db, row.user.id, false, method, client, now);
    throw unauthorized(TWO_FACTOR_MESSAGES.codeWrong);
  }
  // One challenge gives one session, whatever runs beside it.
  const ended = await db
    .delete(twoFactorChallenges)
    .where(eq(twoFactorChallenges.id, challengeId))
    .returning({ id: twoFactorChallenges.id });
  if (ended.length === 0) throw expired;
  await attempt.succeeded();
  if (!row.user.isActive || row.businessActive === false) throw forbidden(MESSAGES.accountDeactivated);
  await recordSignIn(db, row.user.id, true, method, client, now);
  return row.user;
}

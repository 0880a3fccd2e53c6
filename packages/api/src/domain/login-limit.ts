import type { Database } from "@scalemsp/db";
import { RATE_LIMITS } from "@scalemsp/validators";
import { knownBrowserOf } from "./known-browsers";
import { consumeRateLimit, refundRateLimitHit, type Limit } from "./rate-limit";
import type { SignInClient } from "./sessions";

/**
 * Who tries to sign in, as the login limit counts them: the account's e-mail and the client,
 * with the browser's device cookie when it sent one.
 */
export interface LoginAttempt {
  email: string;
  client: SignInClient;
}

/** An attempt counted against the limit; a sign-in that succeeds gives its counts back. */
export interface CountedLoginAttempt {
  succeeded(): Promise<void>;
}

/**
 * The counters one attempt moves, each with its limit: the client's (contract §3), and the
 * e-mail's, or instead a known browser's own (§14), so failures from elsewhere do not lock out a
 * browser that signed in to the account before, and its own failures lock it alone.
 */
async function countersOf(db: Database, attempt: LoginAttempt, now: Date) {
  const browser = await knownBrowserOf(db, attempt.client.deviceToken, attempt.email, now);
  const counters: { key: string; limit: Limit }[] = [
    browser === null
      ? { key: `login:email:${attempt.email}`, limit: RATE_LIMITS.loginPerEmail }
      : { key: `login:browser:${browser}`, limit: RATE_LIMITS.loginPerKnownBrowser },
    { key: `login:ip:${attempt.client.ipAddress}`, limit: RATE_LIMITS.loginPerClient },
  ];
  return counters;
}

/**
 * The login limit of every way to sign in (a password, a two-factor code, a recovery code):
 * 10 attempts per e-mail (5 per known browser) and 100 per client address in 15 minutes, then
 * 429 with Retry-After (contract §3, §13, §14). Each attempt is counted atomically before any secret is checked, so
 * neither parallel requests nor batches get past it; a refused attempt gives back the counts it
 * took, and a sign-in that succeeds gives back its own, as successes do not count.
 */
export async function countLoginAttempt(
  db: Database,
  attempt: LoginAttempt,
  now: Date,
): Promise<CountedLoginAttempt> {
  const taken: string[] = [];
  for (const { key, limit } of await countersOf(db, attempt, now)) {
    try {
      await consumeRateLimit(db, key, limit, now);
    } catch (error) {
      for (const earlier of taken) await refundRateLimitHit(db, earlier);
      throw error;
    }
    taken.push(key);
  }
  return {
    async succeeded() {
      for (const key of taken) await refundRateLimitHit(db, key);
    },
  };
}

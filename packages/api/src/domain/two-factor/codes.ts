import { generateRecoveryCodes, hashToken, matchTotpStep } from "@scalemsp/auth";
import { and, eq, isNull, lt, or, twoFactorRecoveryCodes, users, type Database } from "@scalemsp/db";
import { TWO_FACTOR, normalizeRecoveryCode, type SignInMethod } from "@scalemsp/validators";

/**
 * Checks a code from the authenticator app against `key` and takes its time step, atomically:
 * of two requests with one code only one gets it, and no code works a second time.
 */
export async function useTotpCode(db: Database, userId: number, key: string, code: string, now: Date) {
  const step = matchTotpStep(key, code, now);
  if (step === null) return false;
  const taken = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return taken.length > 0;
}

/** Spends one recovery code, atomically: each works once. */
export async function useRecoveryCode(db: Database, userId: number, code: string, now: Date) {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashToken(normalizeRecoveryCode(code))),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length > 0;
}

/** A six-digit code is the app's; anything else is read as a recovery code. */
export const codeMethod = (code: string): SignInMethod => (/^\d{6}$/.test(code) ? "code" : "recovery_code");

/** Checks either kind of code for the user; true when it was good and is now spent. */
export async function useSecondFactor(
  db: Database,
  user: { id: number; twoFactorSecret: string | null },
  code: string,
  now: Date,
): Promise<boolean> {
  if (!user.twoFactorSecret) return false;
  return codeMethod(code) === "code"
    ? useTotpCode(db, user.id, user.twoFactorSecret, code, now)
    : useRecoveryCode(db, user.id, code, now);
}

/** A fresh set of recovery codes in place of any before; the codes themselves are shown once. */
export async function replaceRecoveryCodes(db: Database, userId: number, now: Date): Promise<string[]> {
  const codes = generateRecoveryCodes(TWO_FACTOR.recoveryCodeCount);
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(
      codes.map((code) => ({ userId, codeHash: hashToken(normalizeRecoveryCode(code)), createdAt: now })),
    );
  return codes;
}

import { generateTotpKey, totpKeyUri, verifyPassword } from "@scalemsp/auth";
import { and, count, eq, isNull, twoFactorRecoveryCodes, users, type Database } from "@scalemsp/db";
import {
  ACCOUNT_MESSAGES,
  RATE_LIMITS,
  TWO_FACTOR_MESSAGES,
  type recoveryCodesRegenerateInput,
  type twoFactorDisableInput,
  type twoFactorEnableInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest, conflict } from "../../errors";
import { consumeRateLimit, refundRateLimitHit } from "../rate-limit";
import { replaceRecoveryCodes, useTotpCode } from "./codes";
import { adminNeedsTwoFactorSetup, requiresTwoFactorForAdmins } from "./settings";

interface Viewer {
  id: number;
  email: string;
  role: string;
}

async function twoFactorRow(db: Database, userId: number) {
  const [row] = await db
    .select({
      secret: users.twoFactorSecret,
      enabledAt: users.twoFactorEnabledAt,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

/** `GET /api/user/two-factor`: whether it is on, how many recovery codes are left, and whether it must be. */
export async function twoFactorStatus(db: Database, viewer: Viewer) {
  const row = await twoFactorRow(db, viewer.id);
  const [left] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, viewer.id), isNull(twoFactorRecoveryCodes.usedAt)));
  const required = viewer.role === "admin" && (await requiresTwoFactorForAdmins(db));
  return {
    enabled: !!row.enabledAt,
    enabledAt: row.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: row.enabledAt ? (left?.n ?? 0) : 0,
    required,
    setupRequired: viewer.role === "admin" && (await adminNeedsTwoFactorSetup(db, viewer.id)),
  };
}

/**
 * `POST /api/user/two-factor/setup`: a new key, kept unconfirmed until the app's first code
 * proves it was taken; a set-up started again replaces the key.
 */
export async function startTwoFactorSetup(db: Database, viewer: Viewer, issuer: string, now: Date) {
  const row = await twoFactorRow(db, viewer.id);
  if (row.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  const key = generateTotpKey();
  await db
    .update(users)
    .set({ twoFactorSecret: key, twoFactorLastStep: null, updatedAt: now })
    .where(eq(users.id, viewer.id));
  return { key, uri: totpKeyUri(issuer, viewer.email, key) };
}

/** Code guesses of a signed-in user count as login attempts of their e-mail (a stolen session guesses no faster). */
async function countAttempt<T>(db: Database, viewer: Viewer, now: Date, check: () => Promise<T | false>) {
  const key = `login:email:${viewer.email}`;
  await consumeRateLimit(db, key, RATE_LIMITS.loginPerEmail, now);
  const result = await check();
  if (result !== false) await refundRateLimitHit(db, key);
  return result;
}

/** The password, counted as a login attempt of the e-mail; a wrong one is the field's error. */
async function confirmPassword(
  db: Database,
  viewer: Viewer,
  passwordHash: string,
  password: string,
  now: Date,
) {
  const good = await countAttempt(db, viewer, now, async () =>
    (await verifyPassword(passwordHash, password)) ? true : false,
  );
  if (!good) throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, "password");
}

/** `POST /api/user/two-factor`: the app's code confirms the key; answers the recovery codes, shown once. */
export async function enableTwoFactor(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof twoFactorEnableInput>,
  now: Date,
) {
  const row = await twoFactorRow(db, viewer.id);
  if (row.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  if (!row.secret) throw badRequest(TWO_FACTOR_MESSAGES.setupNotStarted);
  const secret = row.secret;
  const good = await countAttempt(db, viewer, now, () => useTotpCode(db, viewer.id, secret, input.code, now));
  if (!good) throw badRequest(TWO_FACTOR_MESSAGES.codeWrong, "code");
  return db.transaction(async (tx) => {
    await tx.update(users).set({ twoFactorEnabledAt: now, updatedAt: now }).where(eq(users.id, viewer.id));
    return { recoveryCodes: await replaceRecoveryCodes(tx, viewer.id, now) };
  });
}

/**
 * `POST /api/user/two-factor/disable`: the password proves it is the person. An admin cannot
 * turn it off while the admin setting requires it.
 */
export async function disableTwoFactor(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof twoFactorDisableInput>,
  now: Date,
): Promise<void> {
  const row = await twoFactorRow(db, viewer.id);
  if (!row.enabledAt) throw badRequest(TWO_FACTOR_MESSAGES.notEnabled);
  if (viewer.role === "admin" && (await requiresTwoFactorForAdmins(db))) {
    throw badRequest(TWO_FACTOR_MESSAGES.requiredForAdmins);
  }
  await confirmPassword(db, viewer, row.passwordHash, input.password, now);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null, updatedAt: now })
      .where(eq(users.id, viewer.id));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, viewer.id));
  });
}

/**
 * `POST /api/user/two-factor/recovery-codes`: a fresh set in place of the old (used up, or
 * seen by someone else), shown once. The password is asked as for turning it off, so a
 * browser left signed in cannot take the account's way back in.
 */
export async function regenerateRecoveryCodes(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof recoveryCodesRegenerateInput>,
  now: Date,
) {
  const row = await twoFactorRow(db, viewer.id);
  if (!row.enabledAt) throw badRequest(TWO_FACTOR_MESSAGES.notEnabled);
  await confirmPassword(db, viewer, row.passwordHash, input.password, now);
  return db.transaction(async (tx) => ({ recoveryCodes: await replaceRecoveryCodes(tx, viewer.id, now) }));
}

import { generateToken, hashPassword, hashToken } from "@scalemsp/auth";
import { and, eq, gt, isNull, passwordResetTokens, users, type Database } from "@scalemsp/db";
import { MESSAGES, RESET_LINK_TTL_MS, type resetPasswordInput } from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest } from "../errors";
import { endSessionsOfUser } from "./sessions";

type ResetData = z.output<typeof resetPasswordInput>;

// A reset token's life: issued for an admin's link (contract §8) or a "Forgot password?"
// e-mail (§9), spent once by the reset page.

/**
 * A one-time token of an hour for the user; only its hash is stored, and it replaces the
 * user's earlier unused ones. Answers the token itself, for the link.
 */
export async function issueResetToken(tx: Database, userId: number, now: Date) {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS);
  await tx
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await tx.insert(passwordResetTokens).values({ id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

const usable = (id: string, now: Date) =>
  and(
    eq(passwordResetTokens.id, id),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );

/**
 * Whether a reset link still works (unused and unexpired), so its page can say so before the
 * member types a new password. Spends nothing. A dead link is an answer here, not a failure
 * (its page loads without an error); using it still answers 400.
 */
export async function checkResetToken(db: Database, token: string, now: Date): Promise<{ valid: boolean }> {
  const [pending] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable(hashToken(token), now));
  return { valid: pending !== undefined };
}

/**
 * Sets the new password and ends every session of the user. The token is spent by
 * one conditional UPDATE, so of two uses at once only one succeeds.
 */
export async function resetPassword(db: Database, input: ResetData, now: Date): Promise<{ userId: number }> {
  const id = hashToken(input.token);
  // Checked before hashing, so unknown tokens cost no Argon2 work.
  const [pending] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable(id, now));
  if (!pending) throw badRequest(MESSAGES.resetLinkInvalid, "token");
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usable(id, now))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw badRequest(MESSAGES.resetLinkInvalid, "token");
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    await endSessionsOfUser(tx, spent.userId);
    return { userId: spent.userId };
  });
}

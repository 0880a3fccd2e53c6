import { hashPassword, hashToken, verifyPassword } from "@scalemsp/auth";
import { and, eq, ne, sessions, users, type Database } from "@scalemsp/db";
import {
  ACCOUNT_MESSAGES,
  RATE_LIMITS,
  type passwordChangeInput,
  type profileUpdateInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest } from "../../errors";
import { changesOf } from "../shared/changes";
import { consumeRateLimit, refundRateLimitHit } from "../rate-limit";
import { toPublicUser } from "../serialize";
import { userColumns } from "../user-columns";

type ProfileData = z.output<typeof profileUpdateInput>;
type PasswordData = z.output<typeof passwordChangeInput>;

/** `PATCH /api/user`: one's own name. */
export async function updateProfile(db: Database, viewer: { id: number }, input: ProfileData, now: Date) {
  const changes = changesOf(input);
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, viewer.id))
    .returning(userColumns);
  return toPublicUser(row!);
}

/**
 * `POST /api/user/password`: the current password proves it is the person, not just their
 * open browser. Wrong guesses count against the login limit of that e-mail, so a stolen
 * session cannot be used to try passwords faster than the login form allows. Every other
 * session of the user ends; the one making the change (when it is a session) stays.
 */
export async function changePassword(
  db: Database,
  viewer: { id: number; email: string },
  input: PasswordData,
  keepSessionToken: string | null,
  now: Date,
): Promise<void> {
  // Counted before the check, as at login, so parallel guesses cannot all pass; a right one gives it back.
  const limitKey = `login:email:${viewer.email}`;
  await consumeRateLimit(db, limitKey, RATE_LIMITS.loginPerEmail, now);
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, viewer.id));
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, "currentPassword");
  }
  await refundRateLimitHit(db, limitKey);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, viewer.id));
    const others = keepSessionToken
      ? and(eq(sessions.userId, viewer.id), ne(sessions.id, hashToken(keepSessionToken)))
      : eq(sessions.userId, viewer.id);
    await tx.delete(sessions).where(others);
  });
}

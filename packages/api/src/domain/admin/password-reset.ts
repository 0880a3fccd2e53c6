import { eq, users, type Database } from "@scalemsp/db";
import { MESSAGES } from "@scalemsp/validators";
import { notFound } from "../../errors";
import { issueResetToken } from "../reset-tokens";
import { iso } from "../serialize";

/**
 * Contract §8: a one-time link, valid for an hour, for an admin to hand to the user.
 * Only the token's hash is stored; a new link replaces the user's earlier unused ones.
 */
export async function createResetLink(db: Database, userId: number, publicOrigin: string, now: Date) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound(MESSAGES.userNotFound);
  const { token, expiresAt } = await db.transaction((tx) => issueResetToken(tx, user.id, now));
  const origin = publicOrigin.replace(/\/+$/, "");
  return { url: `${origin}/reset-password?token=${encodeURIComponent(token)}`, expiresAt: iso(expiresAt) };
}

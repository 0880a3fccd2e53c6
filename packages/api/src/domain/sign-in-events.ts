import { and, desc, eq, signInEvents, type Database } from "@scalemsp/db";
import { TWO_FACTOR, type SignInMethod } from "@scalemsp/validators";
import { iso } from "./serialize";
import type { SignInClient } from "./sessions";

/** Notes one sign-in of an account, whether it got in or not, for its owner's list. */
export async function recordSignIn(
  db: Database,
  userId: number,
  succeeded: boolean,
  method: SignInMethod,
  client: SignInClient,
  now: Date,
): Promise<void> {
  await db.insert(signInEvents).values({
    userId,
    succeeded,
    method,
    ipAddress: client.ipAddress,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
  });
}

/** The account's latest sign-ins, newest first. */
export async function listSignIns(db: Database, viewer: { id: number }) {
  const rows = await db
    .select()
    .from(signInEvents)
    .where(and(eq(signInEvents.userId, viewer.id)))
    .orderBy(desc(signInEvents.createdAt), desc(signInEvents.id))
    .limit(TWO_FACTOR.signInsListed);
  return rows.map((row) => ({
    succeeded: row.succeeded,
    method: row.method as SignInMethod,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    at: iso(row.createdAt),
  }));
}

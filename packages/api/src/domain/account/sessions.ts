import { hashToken } from "@scalemsp/auth";
import { and, desc, eq, gt, ne, sessions, type Database } from "@scalemsp/db";
import { TWO_FACTOR_MESSAGES } from "@scalemsp/validators";
import { notFound } from "../../errors";
import { iso } from "../serialize";

/** `GET /api/user/sessions`: one's own sessions that have not expired, the latest seen first. */
export async function listOwnSessions(
  db: Database,
  viewer: { id: number },
  currentToken: string | null,
  now: Date,
) {
  const currentId = currentToken ? hashToken(currentToken) : null;
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, viewer.id), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.publicId,
    current: row.id === currentId,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    lastSeenAt: iso(row.lastSeenAt ?? row.createdAt),
    createdAt: iso(row.createdAt),
  }));
}

/** `DELETE /api/user/sessions/{id}`: signs one of one's own sessions out; another's is 404. */
export async function endOwnSession(db: Database, viewer: { id: number }, publicId: number): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, viewer.id), eq(sessions.publicId, publicId)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound(TWO_FACTOR_MESSAGES.sessionNotFound);
}

/** `POST /api/user/sessions/end-others`: every session of the user but the caller's own. */
export async function endOtherSessions(db: Database, viewer: { id: number }, currentToken: string | null) {
  const others = currentToken
    ? and(eq(sessions.userId, viewer.id), ne(sessions.id, hashToken(currentToken)))
    : eq(sessions.userId, viewer.id);
  const ended = await db.delete(sessions).where(others).returning({ id: sessions.id });
  return { ended: ended.length };
}

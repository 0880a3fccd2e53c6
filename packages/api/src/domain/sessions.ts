import type { SessionStore } from "@scalemsp/auth";
import { businesses, eq, inArray, sessions, users, type Database } from "@scalemsp/db";
import type { SessionUser } from "../context";

export function databaseSessionStore(db: Database): SessionStore {
  return {
    async insert(session) {
      await db.insert(sessions).values(session);
    },
    async find(id) {
      const [row] = await db
        .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.id, id));
      return row;
    },
    async updateExpiry(id, expiresAt) {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    },
    async delete(id) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
  };
}

/** The user behind a session, with the business fields every access check needs, in one query. */
export async function loadSessionUser(db: Database, userId: number): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      user: users,
      business: { id: businesses.id, planLevel: businesses.planLevel, isActive: businesses.isActive },
    })
    .from(users)
    .leftJoin(businesses, eq(businesses.id, users.businessId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { passwordHash: _hash, updatedAt: _updated, ...user } = row.user;
  return { ...user, business: row.business };
}

/** Contract §3: deactivation ends every session of the users it touches, at once. */
export async function endSessionsOfUser(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Contract §3: deactivating a business ends the sessions of all its users, in one statement. */
export async function endSessionsOfBusiness(db: Database, businessId: number): Promise<void> {
  await db
    .delete(sessions)
    .where(
      inArray(
        sessions.userId,
        db.select({ id: users.id }).from(users).where(eq(users.businessId, businessId)),
      ),
    );
}

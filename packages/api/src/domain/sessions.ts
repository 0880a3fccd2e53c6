import type { SessionRecord, SessionStore } from "@scalemsp/auth";
import { businesses, eq, inArray, sessions, sql, users, type Database } from "@scalemsp/db";
import { SESSION_SEEN_EVERY_MS, SESSION_TTL_MS } from "@scalemsp/validators";
import type { SessionUser } from "../context";
import { firstCoachTimeZoneColumn } from "./coaching/coaches";
import { preparedStatement } from "./prepared";
import { userColumns } from "./user-columns";

/**
 * The user's fields a request needs (never the password hash), with their business's
 * (`ViewerBusiness`) and the coach's time zone their coaching calendar counts in.
 */
const sessionUserColumns = {
  user: { ...userColumns, emailVerifiedAt: users.emailVerifiedAt, coachTimeZone: firstCoachTimeZoneColumn },
  business: {
    id: businesses.id,
    name: businesses.name,
    industry: businesses.industry,
    employeeCount: businesses.employeeCount,
    website: businesses.website,
    planLevel: businesses.planLevel,
    isActive: businesses.isActive,
    shareScorecardWithTeam: businesses.shareScorecardWithTeam,
    membersMayCheckIn: businesses.membersMayCheckIn,
    createdAt: businesses.createdAt,
  },
};

const sessionWithUser = preparedStatement((db, _variant: "by-id") =>
  db
    .select({
      session: {
        id: sessions.id,
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        ipAddress: sessions.ipAddress,
      },
      ...sessionUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(businesses, eq(businesses.id, users.businessId))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare("session_with_user"),
);

export interface SessionWithUser extends SessionRecord {
  lastSeenAt: Date | null;
  ipAddress: string | null;
  user: SessionUser;
}

/** Where a sign-in came from: kept with its session and in the account's sign-ins. */
export interface SignInClient {
  ipAddress: string;
  userAgent: string | null;
  /** The browser's device cookie, which the login limit reads (contract §14). */
  deviceToken?: string | null;
}

/**
 * Sessions in the database. `find` reads the session, its user, the user's business and the coach's time zone in one
 * query: it runs on every signed-in request. A new session keeps the browser that made it.
 */
export function databaseSessionStore(db: Database, client?: SignInClient): SessionStore<SessionWithUser> {
  return {
    async insert(session) {
      await db.insert(sessions).values({
        ...session,
        ipAddress: client?.ipAddress ?? null,
        userAgent: client?.userAgent?.slice(0, 500) ?? null,
        // Seen at its start: the session's expiry less its lifetime is the sign-in's `now`.
        lastSeenAt: new Date(session.expiresAt.getTime() - SESSION_TTL_MS),
      });
    },
    async find(id) {
      const [row] = await sessionWithUser(db, "by-id").execute({ id });
      return row && { ...row.session, user: { ...row.user, business: row.business } };
    },
    async updateExpiry(id, expiresAt) {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    },
    async delete(id) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
  };
}

/**
 * A session's last-seen time and address for its owner's list, written at most every
 * SESSION_SEEN_EVERY_MS (or when the address changes), not on every request. Nothing to
 * await when nothing is written, which is almost every request.
 */
export function noteSessionSeen(
  db: Database,
  session: { id: string; lastSeenAt: Date | null; ipAddress: string | null },
  clientIp: string,
  now: Date,
): Promise<void> | undefined {
  const fresh = session.lastSeenAt && now.getTime() - session.lastSeenAt.getTime() < SESSION_SEEN_EVERY_MS;
  if (fresh && session.ipAddress === clientIp) return undefined;
  return db
    .update(sessions)
    .set({ lastSeenAt: now, ipAddress: clientIp })
    .where(eq(sessions.id, session.id))
    .then(() => undefined);
}

/** The user behind an API token, with the business fields every access check needs, in one query. */
export async function loadSessionUser(db: Database, userId: number): Promise<SessionUser | null> {
  const [row] = await db
    .select(sessionUserColumns)
    .from(users)
    .leftJoin(businesses, eq(businesses.id, users.businessId))
    .where(eq(users.id, userId));
  return row ? { ...row.user, business: row.business } : null;
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

import { SESSION_RENEW_WITHIN_MS, SESSION_TTL_MS } from "@scalemsp/validators";
import { generateToken, hashToken } from "./tokens";

export const SESSION_COOKIE_NAME = "scalemsp_session";
/** A sign-in whose password was right, waiting 5 minutes for its second factor. */
export const TWO_FACTOR_COOKIE_NAME = "scalemsp_two_factor";
/** A browser that signed in to an account before: its device cookie (contract §14). */
export const DEVICE_COOKIE_NAME = "scalemsp_device";

export interface SessionRecord {
  id: string;
  userId: number;
  expiresAt: Date;
}

/**
 * Where sessions are kept; the api package implements it over the database. `find` may
 * answer more than the record (the signed-in user, read in the same query).
 */
export interface SessionStore<Found extends SessionRecord = SessionRecord> {
  insert(session: SessionRecord): Promise<void>;
  find(id: string): Promise<Found | undefined>;
  updateExpiry(id: string, expiresAt: Date): Promise<void>;
  delete(id: string): Promise<void>;
}

export async function createSession(
  store: SessionStore,
  userId: number,
  now = new Date(),
): Promise<{ token: string; session: SessionRecord }> {
  const token = generateToken();
  const session = { id: hashToken(token), userId, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) };
  await store.insert(session);
  return { token, session };
}

/**
 * The Lucia guide's validation: unknown or expired sessions are null (expired ones
 * are deleted); a session in its last 15 days is extended to a full 30.
 */
export async function validateSessionToken<Found extends SessionRecord>(
  store: SessionStore<Found>,
  token: string,
  now = new Date(),
): Promise<{ session: Found; renewed: boolean } | null> {
  const id = hashToken(token);
  const session = await store.find(id);
  if (!session) return null;
  if (now.getTime() >= session.expiresAt.getTime()) {
    await store.delete(id);
    return null;
  }
  if (now.getTime() >= session.expiresAt.getTime() - SESSION_RENEW_WITHIN_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await store.updateExpiry(id, expiresAt);
    return { session: { ...session, expiresAt }, renewed: true };
  }
  return { session, renewed: false };
}

export function invalidateSession(store: SessionStore, token: string): Promise<void> {
  return store.delete(hashToken(token));
}

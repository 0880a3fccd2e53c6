import { generateToken, hashToken } from "@scalemsp/auth";
import { and, eq, gt, knownBrowsers, lte, or, users, type Database } from "@scalemsp/db";
import { KNOWN_BROWSER_TTL_MS } from "@scalemsp/validators";

/**
 * Contract §14 'login limits and known browsers' (OWASP's device cookies): a browser that signs in
 * gets a device cookie for a year, kept as the hash of its token. Its earlier cookie, and the
 * account's expired ones, are dropped.
 */
export async function rememberBrowser(db: Database, userId: number, previousToken: string | null, now: Date) {
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + KNOWN_BROWSER_TTL_MS);
  const stale = lte(knownBrowsers.expiresAt, now);
  await db
    .delete(knownBrowsers)
    .where(
      previousToken === null
        ? and(eq(knownBrowsers.userId, userId), stale)
        : or(eq(knownBrowsers.id, hashToken(previousToken)), and(eq(knownBrowsers.userId, userId), stale)),
    );
  await db.insert(knownBrowsers).values({ id: hashToken(token), userId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** The id of the browser's device cookie when it names the account of `email` and is unexpired, else null. */
export async function knownBrowserOf(
  db: Database,
  token: string | null | undefined,
  email: string,
  now: Date,
): Promise<string | null> {
  if (!token) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({ id: knownBrowsers.id })
    .from(knownBrowsers)
    .innerJoin(users, eq(users.id, knownBrowsers.userId))
    .where(and(eq(knownBrowsers.id, id), eq(users.email, email), gt(knownBrowsers.expiresAt, now)));
  return row?.id ?? null;
}

import { generateToken, hashToken } from "@scalemsp/auth";
import { and, apiTokens, desc, eq, isNull, lt, or, type Database } from "@scalemsp/db";
import {
  API_TOKEN_LAST_USED_RESOLUTION_MS,
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  API_TOKEN_RATE_LIMIT,
} from "@scalemsp/validators";
import { notFound } from "../errors";
import { consumeRateLimit } from "./rate-limit";
import { iso, isoOrNull } from "./serialize";

type TokenRow = typeof apiTokens.$inferSelect;

const toPublicToken = (row: TokenRow) => ({
  id: row.id,
  name: row.name,
  createdAt: iso(row.createdAt),
  lastUsedAt: isoOrNull(row.lastUsedAt),
  revokedAt: isoOrNull(row.revokedAt),
});
export type PublicApiToken = ReturnType<typeof toPublicToken>;

/** The token is in the answer once; the database keeps only its SHA-256. */
export async function createApiToken(db: Database, userId: number, name: string) {
  const token = `${API_TOKEN_PREFIX}${generateToken()}`;
  const [row] = await db
    .insert(apiTokens)
    .values({ name, userId, tokenHash: hashToken(token) })
    .returning();
  return { ...toPublicToken(row!), token };
}

export async function listApiTokens(db: Database) {
  const rows = await db.select().from(apiTokens).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toPublicToken);
}

export async function revokeApiToken(db: Database, id: number, now: Date) {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning();
  if (row) return toPublicToken(row);
  const [existing] = await db.select().from(apiTokens).where(eq(apiTokens.id, id));
  if (!existing) throw notFound(API_TOKEN_MESSAGES.notFound);
  return toPublicToken(existing);
}

/**
 * The user a bearer token acts for, or null for an unknown or revoked token.
 * Counts the use against the token's rate limit and records when it was last used.
 */
export async function authenticateApiToken(db: Database, token: string, now: Date): Promise<number | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
  const [row] = await db
    .select({ id: apiTokens.id, userId: apiTokens.userId })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), isNull(apiTokens.revokedAt)));
  if (!row) return null;
  await consumeRateLimit(db, `api-token:${row.id}`, API_TOKEN_RATE_LIMIT, now);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, row.id),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, new Date(now.getTime() - API_TOKEN_LAST_USED_RESOLUTION_MS)),
        ),
      ),
    );
  return row.userId;
}

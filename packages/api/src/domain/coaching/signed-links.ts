import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { appSettings, eq, type Database } from "@scalemsp/db";
import { COACHING_RULES } from "@scalemsp/validators";

/**
 * Signed, self-contained tokens for links that act without signing in: the booking token
 * the contact form hands back, and the reschedule and cancel links of booking e-mails.
 * The key lives in the database, so every app process signs and checks alike.
 */

export type LinkPurpose = "book-strategy" | "manage-session" | "verify-email";

interface Payload {
  /** purpose */
  p: LinkPurpose;
  /** the id it grants access to */
  id: number;
  /** expiry, seconds since the epoch */
  exp: number;
}

const SECRET_KEY = "coaching.link-secret";
const secrets = new WeakMap<Database, Buffer>();

async function secretOf(db: Database): Promise<Buffer> {
  const cached = secrets.get(db);
  if (cached) return cached;
  await db
    .insert(appSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SECRET_KEY));
  const secret = Buffer.from(row!.value, "base64url");
  secrets.set(db, secret);
  return secret;
}

const sign = (secret: Buffer, body: string) => createHmac("sha256", secret).update(body).digest("base64url");

export async function signLink(
  db: Database,
  purpose: LinkPurpose,
  id: number,
  expiresAt: Date,
): Promise<string> {
  const payload: Payload = { p: purpose, id, exp: Math.floor(expiresAt.getTime() / 1000) };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${sign(await secretOf(db), body)}`;
}

/** The id a token grants for this purpose, or null when it is forged, for another purpose or expired. */
export async function verifyLink(
  db: Database,
  purpose: LinkPurpose,
  token: string,
  now: Date,
): Promise<number | null> {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(await secretOf(db), body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<Payload>;
    if (payload.p !== purpose || !Number.isInteger(payload.id) || typeof payload.exp !== "number")
      return null;
    if (payload.exp * 1000 <= now.getTime()) return null;
    return payload.id!;
  } catch {
    return null;
  }
}

const HOUR = 3_600_000;
/** Longer than the booking window: a link works for as long as its session can be upcoming. */
const LINK_TTL_MS = (COACHING_RULES.windowDays + 2) * 24 * HOUR;

export const manageToken = (db: Database, sessionId: number, now: Date) =>
  signLink(db, "manage-session", sessionId, new Date(now.getTime() + LINK_TTL_MS));

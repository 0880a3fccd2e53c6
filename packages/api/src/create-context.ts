import { validateSessionToken } from "@scalemsp/auth";
import { BRAND_POSTAL_ADDRESS_DEFAULT, MESSAGES } from "@scalemsp/validators";
import type { Database } from "@scalemsp/db";
import type { Brand, Context, SessionCookieWriter } from "./context";
import type { BillingProvider } from "./domain/billing/provider";
import { authenticateApiToken } from "./domain/api-tokens";
import { databaseSessionStore, loadSessionUser, noteSessionSeen } from "./domain/sessions";
import { unauthorized } from "./errors";

export interface CreateContextOptions {
  db: Database;
  clientIp: string;
  userAgent?: string | undefined;
  sessionToken: string | undefined;
  /** The cookie of a sign-in waiting for its second factor. */
  twoFactorToken?: string | undefined;
  /** The device cookie of a browser that signed in before (contract §14). */
  deviceToken?: string | undefined;
  /** The `Authorization: Bearer …` token of an internal tool, when one was sent. */
  bearerToken?: string | undefined;
  cookies: SessionCookieWriter;
  publicOrigin: string;
  brand: Brand;
  postalAddress?: string | undefined;
  billing?: BillingProvider | null | undefined;
  now?: () => Date;
}

/**
 * Resolves the caller: a bearer token acts for the admin who made it (and no cookie
 * is read); otherwise the session cookie, renewed when the session was extended.
 */
export async function createContext(options: CreateContextOptions): Promise<Context> {
  const now = options.now ?? (() => new Date());
  let user: Context["user"] = null;
  let sessionToken: string | null = null;
  if (options.bearerToken !== undefined) {
    const userId = await authenticateApiToken(options.db, options.bearerToken, now());
    user = userId === null ? null : await loadSessionUser(options.db, userId);
    if (!user) throw unauthorized(MESSAGES.invalidApiToken);
  } else if (options.sessionToken) {
    const result = await validateSessionToken(databaseSessionStore(options.db), options.sessionToken, now());
    if (result) {
      user = result.session.user;
      sessionToken = options.sessionToken;
      const noting = noteSessionSeen(options.db, result.session, options.clientIp, now());
      if (noting) await noting;
      if (result.renewed) options.cookies.set(options.sessionToken, result.session.expiresAt);
    }
    if (!sessionToken) options.cookies.clear();
  }
  return {
    db: options.db,
    clientIp: options.clientIp,
    userAgent: options.userAgent ?? null,
    sessionToken,
    twoFactorToken: options.twoFactorToken || null,
    deviceToken: options.deviceToken || null,
    user,
    cookies: options.cookies,
    publicOrigin: options.publicOrigin,
    brand: options.brand,
    postalAddress: options.postalAddress ?? BRAND_POSTAL_ADDRESS_DEFAULT,
    billing: options.billing ?? null,
    now,
  };
}

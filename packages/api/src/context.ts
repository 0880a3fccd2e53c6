import type { Database } from "@scalemsp/db";
import type { PlanLevel, UserRole } from "@scalemsp/validators";

/** The signed-in user as the server sees it on each request. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  businessId: number | null;
  isOwner: boolean;
  isActive: boolean;
  createdAt: Date;
  business: { id: number; planLevel: PlanLevel; isActive: boolean } | null;
}

/** What a procedure may do to the response's session cookie, whatever the transport. */
export interface SessionCookieWriter {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface Brand {
  product: string;
  email: string;
  phone: string;
}

export interface Context {
  db: Database;
  /** The caller's address, for rate limits. */
  clientIp: string;
  /** The raw session token from the cookie, when one was sent and is valid. */
  sessionToken: string | null;
  user: SessionUser | null;
  cookies: SessionCookieWriter;
  /** The site's public origin, for links the server hands out (reset, unsubscribe). */
  publicOrigin: string;
  brand: Brand;
  /** The postal address every e-mail carries (contract §13 'e-mail compliance'). */
  postalAddress: string;
  now: () => Date;
}

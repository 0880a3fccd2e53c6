import type { BillingProvider } from "./domain/billing/provider";
import type { Database } from "@scalemsp/db";
import type { PlanLevel, UserRole } from "@scalemsp/validators";

/**
 * The signed-in user's business, read with the session on each request: its access fields, and
 * what the member's own reads of it need (its profile, and whom its owner lets see and send
 * what), so that no read of a request asks for the row again.
 */
export interface ViewerBusiness {
  id: number;
  name: string;
  industry: string | null;
  employeeCount: number | null;
  website: string | null;
  planLevel: PlanLevel;
  isActive: boolean;
  shareScorecardWithTeam: boolean;
  membersMayCheckIn: boolean;
  createdAt: Date;
}

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
  /** The IANA zone their times are shown in; null until first set. */
  timeZone: string | null;
  /** When they followed the link that verifies their address (contract §14); null until then. */
  emailVerifiedAt: Date | null;
  business: ViewerBusiness | null;
  /**
   * The first coach's zone, which counts the allowance's months, the check-in weeks and the goal
   * quarters (contract §13 'which coach'), read with the session.
   */
  coachTimeZone: string;
}

/** What a procedure may do to the response's session cookie, whatever the transport. */
export interface SessionCookieWriter {
  set(token: string, expiresAt: Date): void;
  clear(): void;
  /** The cookie of a sign-in waiting for its second factor (contract §13). */
  setTwoFactor(token: string, expiresAt: Date): void;
  clearTwoFactor(): void;
  /** The device cookie of a browser that signed in (contract §14), HttpOnly, for a year. */
  setDevice(token: string, expiresAt: Date): void;
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
  /** The caller's User-Agent header, for the list of one's sessions and sign-ins. */
  userAgent: string | null;
  /** The raw session token from the cookie, when one was sent and is valid. */
  sessionToken: string | null;
  /** The token of a sign-in waiting for its second factor, when the cookie was sent. */
  twoFactorToken: string | null;
  /** The browser's device cookie, when one was sent (contract §14). */
  deviceToken: string | null;
  user: SessionUser | null;
  cookies: SessionCookieWriter;
  /** The site's public origin, for links the server hands out (reset, unsubscribe). */
  publicOrigin: string;
  brand: Brand;
  /** The postal address every e-mail carries (contract §13 'e-mail compliance'). */
  postalAddress: string;
  /** Stripe, when it is configured (contract §16); null: plans are applied by hand. */
  billing: BillingProvider | null;
  now: () => Date;
}

/** Where this request signs in from: kept with a new session and in the account's sign-ins. */
export const signInClientOf = (ctx: Pick<Context, "clientIp" | "userAgent" | "deviceToken">) => ({
  ipAddress: ctx.clientIp,
  userAgent: ctx.userAgent,
  deviceToken: ctx.deviceToken,
});

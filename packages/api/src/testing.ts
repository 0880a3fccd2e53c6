import type { BillingProvider } from "./domain/billing/provider";
import type { Database } from "@scalemsp/db";
import { createTestDatabase, type TestBackend, type TestDatabase } from "@scalemsp/db/testing";
import { BRAND_DEFAULTS, BRAND_POSTAL_ADDRESS_DEFAULT } from "@scalemsp/validators";
import type { Context } from "./context";
import { loadSessionUser } from "./domain/sessions";
import { createCaller } from "./root";

export interface CallerOptions {
  now?: () => Date;
  clientIp?: string;
  publicOrigin?: string;
  userAgent?: string;
  /** Stripe (a stand-in in tests); none by default, as a server without Stripe configured. */
  billing?: BillingProvider | null;
}

/**
 * The app router called as a user (by id) or as a visitor (null), with no HTTP in between:
 * the procedures' access rules, input schemas and domain code, on a real database.
 */
export async function callerAs(db: Database, userId: number | null, options: CallerOptions = {}) {
  const user = userId === null ? null : await loadSessionUser(db, userId);
  if (userId !== null && !user) throw new Error(`There is no user ${userId}`);
  const ctx: Context = {
    db,
    clientIp: options.clientIp ?? "127.0.0.1",
    userAgent: options.userAgent ?? null,
    sessionToken: null,
    twoFactorToken: null,
    deviceToken: null,
    user,
    cookies: { set() {}, clear() {}, setTwoFactor() {}, clearTwoFactor() {}, setDevice() {} },
    publicOrigin: options.publicOrigin ?? "http://localhost:3000",
    brand: { ...BRAND_DEFAULTS },
    postalAddress: BRAND_POSTAL_ADDRESS_DEFAULT,
    billing: options.billing ?? null,
    now: options.now ?? (() => new Date()),
  };
  return createCaller(ctx);
}

export type Caller = Awaited<ReturnType<typeof callerAs>>;

/** A migrated database for one test file, on PGlite or PostgreSQL (`testBackends()`). */
export async function openTestDatabase(backend: TestBackend): Promise<TestDatabase & { db: Database }> {
  const database = await createTestDatabase(backend);
  return Object.assign(database, { db: database.handle.db });
}

/** The signed reschedule-and-cancel token a booking e-mail carries for a session. */
export { manageToken } from "./domain/coaching/managed-sessions";

import {
  createSession,
  dummyPasswordHash,
  hashPassword,
  invalidateSession,
  verifyPassword,
} from "@scalemsp/auth";
import { businesses, eq, users, type Database } from "@scalemsp/db";
import type { registerInput } from "@scalemsp/validators";
import { MESSAGES, RATE_LIMITS, type loginInput } from "@scalemsp/validators";
import type { z } from "zod";
import { conflict, forbidden, unauthorized } from "../errors";
import { countLoginAttempt } from "./login-limit";
import { consumeRateLimit } from "./rate-limit";
import { toPublicBusiness, toPublicUser } from "./serialize";
import { databaseSessionStore, type SignInClient } from "./sessions";
import { recordSignIn } from "./sign-in-events";

type RegisterData = z.output<typeof registerInput>;
type LoginData = z.output<typeof loginInput>;

export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/** Contract §3: a business (free, active) and its owner in one transaction. */
import { enqueueEmail } from "./email";

export async function registerAccount(db: Database, input: RegisterData, clientIp: string, now: Date) {
  await consumeRateLimit(db, `register:ip:${clientIp}`, RATE_LIMITS.registerPerClient, now);
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing.length > 0) throw conflict(MESSAGES.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [business] = await tx
        .insert(businesses)
        .values({
          name: input.businessName,
          industry: input.industry,
          employeeCount: input.employeeCount,
          website: input.website,
          planLevel: "free",
          isActive: true,
        })
        .returning();
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: "business_owner",
          businessId: business!.id,
          isOwner: true,
          isActive: true,
        })
        .returning();
      await enqueueEmail(tx, {
        kind: "registration-welcome",
        to: user!.email,
        data: { firstName: user!.firstName, businessName: business!.name },
      });
      return { user: toPublicUser(user!), business: toPublicBusiness(business!) };
    });
  } catch (error) {
    // Two registrations of one e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
}

/** Checks the password and the account's state, within the login limit (counted before the check). */
export async function authenticate(db: Database, input: LoginData, client: SignInClient, now: Date) {
  const attempt = await countLoginAttempt(db, { email: input.email, client }, now);

  const [row] = await db
    .select({ user: users, businessActive: businesses.isActive })
    .from(users)
    .leftJoin(businesses, eq(businesses.id, users.businessId))
    .where(eq(users.email, input.email));
  const valid = row
    ? await verifyPassword(row.user.passwordHash, input.password)
    : (await verifyPassword(await dummyPasswordHash(), input.password), false);
  if (row && !valid) await recordSignIn(db, row.user.id, false, "password", client, now);
  if (!row || !valid) throw unauthorized(MESSAGES.invalidCredentials);
  await attempt.succeeded();
  if (!row.user.isActive || row.businessActive === false) throw forbidden(MESSAGES.accountDeactivated);
  return row.user;
}

/**
 * A new session; the user's last sign-in (the Team list shows it) is this moment. The client
 * that signed in is kept with it for the owner's list of sessions.
 */
export async function startSession(db: Database, userId: number, now: Date, client?: SignInClient) {
  const started = await createSession(databaseSessionStore(db, client), userId, now);
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
  return started;
}

export async function endSession(db: Database, token: string) {
  await invalidateSession(databaseSessionStore(db), token);
}

export async function getBusiness(db: Database, businessId: number) {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  return business ? toPublicBusiness(business) : null;
}

/**
 * Contract §1: make sure an active admin with this e-mail exists. A new one gets
 * the password; an existing user is promoted and reactivated, password untouched.
 */
export async function ensureAdmin(db: Database, email: string, password: string) {
  const normalized = email.trim().toLowerCase();
  const promote = async () => {
    const [existing] = await db.select().from(users).where(eq(users.email, normalized));
    if (existing && (existing.role !== "admin" || !existing.isActive)) {
      await db.update(users).set({ role: "admin", isActive: true }).where(eq(users.id, existing.id));
    }
    return existing?.id;
  };
  const existingId = await promote();
  if (existingId !== undefined) return existingId;
  // Several app processes may start at once with the same ADMIN_EMAIL: the unique e-mail
  // decides which insert makes the admin, and the others read the row it made.
  const [created] = await db
    .insert(users)
    .values({
      email: normalized,
      passwordHash: await hashPassword(password),
      firstName: "Admin",
      lastName: "",
      role: "admin",
      isOwner: false,
      isActive: true,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return created?.id ?? (await promote())!;
}

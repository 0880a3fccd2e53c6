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
import { assertUnderRateLimit, consumeRateLimit, recordRateLimitHit } from "./rate-limit";
import { toPublicBusiness, toPublicUser } from "./serialize";
import { databaseSessionStore } from "./sessions";

type RegisterData = z.output<typeof registerInput>;
type LoginData = z.output<typeof loginInput>;

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/** Contract §3: a business (free, active) and its owner in one transaction. */
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
      return { user: toPublicUser(user!), business: toPublicBusiness(business!) };
    });
  } catch (error) {
    // Two registrations of one e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
}

/**
 * Checks the password and the account's state. Only failures count towards the
 * limits of contract §3 (10 per e-mail, 100 per client in 15 minutes).
 */
export async function authenticate(db: Database, input: LoginData, clientIp: string, now: Date) {
  const emailKey = `login:email:${input.email}`;
  const ipKey = `login:ip:${clientIp}`;
  await assertUnderRateLimit(db, emailKey, RATE_LIMITS.loginPerEmail, now);
  await assertUnderRateLimit(db, ipKey, RATE_LIMITS.loginPerClient, now);

  const [row] = await db
    .select({ user: users, businessActive: businesses.isActive })
    .from(users)
    .leftJoin(businesses, eq(businesses.id, users.businessId))
    .where(eq(users.email, input.email));
  const valid = row
    ? await verifyPassword(row.user.passwordHash, input.password)
    : (await verifyPassword(await dummyPasswordHash(), input.password), false);
  if (!row || !valid) {
    await recordRateLimitHit(db, emailKey, RATE_LIMITS.loginPerEmail, now);
    await recordRateLimitHit(db, ipKey, RATE_LIMITS.loginPerClient, now);
    throw unauthorized(MESSAGES.invalidCredentials);
  }
  if (!row.user.isActive || row.businessActive === false) throw forbidden(MESSAGES.accountDeactivated);
  return row.user;
}

export async function startSession(db: Database, userId: number, now: Date) {
  return createSession(databaseSessionStore(db), userId, now);
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
  const [existing] = await db.select().from(users).where(eq(users.email, normalized));
  if (existing) {
    if (existing.role !== "admin" || !existing.isActive) {
      await db.update(users).set({ role: "admin", isActive: true }).where(eq(users.id, existing.id));
    }
    return existing.id;
  }
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
    .returning({ id: users.id });
  return created!.id;
}

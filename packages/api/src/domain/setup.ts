import { timingSafeEqual } from "node:crypto";
import { generateToken, hashPassword } from "@scalemsp/auth";
import { and, appSettings, coachProfiles, eq, users, type Database } from "@scalemsp/db";
import {
  DEFAULT_COACH_TIME_ZONE,
  DEFAULT_WEEKLY_HOURS,
  MESSAGES,
  type setupInput,
} from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest } from "../errors";
import { toPublicUser } from "./serialize";
import { writeBrandValues, writePostalAddress } from "./site/brand";
import { writeBrandImages } from "./site/brand-images";

type SetupData = z.output<typeof setupInput>;

/**
 * Where the first-run token is kept. It is stored as it is (not hashed) so that every app
 * process and every restart prints the same link until it is used; it opens nothing once
 * an admin exists, and it is deleted when used (decision 023).
 */
const SETUP_TOKEN_KEY = "setup.token";

/** Whether an active admin account exists. */
export async function adminExists(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.isActive, true)))
    .limit(1);
  return Boolean(row);
}

/**
 * At start: while no admin exists, the token of the one-time setup link (made once, then
 * the same for every process); null once an admin exists, when any old token is removed.
 */
export async function prepareSetupToken(db: Database, now: Date): Promise<string | null> {
  if (await adminExists(db)) {
    await db.delete(appSettings).where(eq(appSettings.key, SETUP_TOKEN_KEY));
    return null;
  }
  await db
    .insert(appSettings)
    .values({ key: SETUP_TOKEN_KEY, value: generateToken(), updatedAt: now })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETUP_TOKEN_KEY));
  return row?.value ?? null;
}

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The setup page's first question: does this link still work? 400 when it does not. */
export async function checkSetupToken(db: Database, token: string): Promise<{ valid: true }> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETUP_TOKEN_KEY));
  if (!row || !sameToken(row.value, token) || (await adminExists(db))) {
    throw badRequest(MESSAGES.setupLinkInvalid, "token");
  }
  return { valid: true };
}

/**
 * Creates the first admin and stores the brand. The token is spent by one conditional
 * DELETE inside the transaction, so of two submissions at once only one succeeds.
 */
export async function completeSetup(db: Database, input: SetupData, now: Date) {
  await checkSetupToken(db, input.token);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .delete(appSettings)
      .where(and(eq(appSettings.key, SETUP_TOKEN_KEY), eq(appSettings.value, input.token)))
      .returning({ key: appSettings.key });
    if (!spent || (await adminExists(tx))) throw badRequest(MESSAGES.setupLinkInvalid, "token");
    // A member who registered before setup keeps their account; the admin needs its own e-mail.
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (taken) throw badRequest(MESSAGES.emailTaken, "email");
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: "admin",
        isOwner: false,
        isActive: true,
      })
      .returning();
    await writeBrandValues(tx, { product: input.product, email: input.brandEmail, phone: input.phone }, now);
    if (input.postalAddress) await writePostalAddress(tx, input.postalAddress, now);
    if (input.logo) await writeBrandImages(tx, { logo: input.logo }, now);
    // The admin is the coach clients book: their name, meeting link and zone from the start.
    await tx.insert(coachProfiles).values({
      userId: user!.id,
      displayName: input.coachName ?? `${input.firstName} ${input.lastName}`,
      meetingUrl: input.meetingUrl,
      timeZone: input.timeZone ?? DEFAULT_COACH_TIME_ZONE,
      weeklyHours: [...DEFAULT_WEEKLY_HOURS],
    });
    return toPublicUser(user!);
  });
}

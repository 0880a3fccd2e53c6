import { appSettings, eq, users, type Database } from "@scalemsp/db";
import { TWO_FACTOR_MESSAGES, type securitySettingsInput } from "@scalemsp/validators";
import type { z } from "zod";
import { badRequest } from "../../errors";

/** Where the admin's "require two-factor sign-in of every admin" is kept in app_settings. */
const REQUIRE_FOR_ADMINS_KEY = "security.require_two_factor_for_admins";

export async function requiresTwoFactorForAdmins(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, REQUIRE_FOR_ADMINS_KEY));
  return row?.value === "true";
}

export async function getSecuritySettings(db: Database) {
  return { requireTwoFactorForAdmins: await requiresTwoFactorForAdmins(db) };
}

/** Turning the rule on needs the admin's own two-factor sign-in first, so nobody locks themselves out. */
export async function updateSecuritySettings(
  db: Database,
  viewer: { id: number },
  input: z.output<typeof securitySettingsInput>,
  now: Date,
) {
  if (input.requireTwoFactorForAdmins && !(await hasTwoFactor(db, viewer.id))) {
    throw badRequest(TWO_FACTOR_MESSAGES.enableOwnFirst, "requireTwoFactorForAdmins");
  }
  const value = String(input.requireTwoFactorForAdmins);
  await db
    .insert(appSettings)
    .values({ key: REQUIRE_FOR_ADMINS_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
  return getSecuritySettings(db);
}

export async function hasTwoFactor(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabledAt: users.twoFactorEnabledAt })
    .from(users)
    .where(eq(users.id, userId));
  return !!row?.enabledAt;
}

/**
 * Whether this admin must set up two-factor sign-in before using the admin area: the rule
 * is on and they have none. One query: the user's state and the setting together.
 */
export async function adminNeedsTwoFactorSetup(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabledAt: users.twoFactorEnabledAt, rule: appSettings.value })
    .from(users)
    .leftJoin(appSettings, eq(appSettings.key, REQUIRE_FOR_ADMINS_KEY))
    .where(eq(users.id, userId));
  return row?.rule === "true" && !row.enabledAt;
}

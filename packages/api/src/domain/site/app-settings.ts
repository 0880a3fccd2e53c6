import { appSettings, eq, type Database } from "@scalemsp/db";

/** Stores one app_settings value; null removes it, so the value's default shows again. */
export async function writeSetting(
  db: Database,
  key: string,
  value: string | null,
  now: Date,
): Promise<void> {
  if (value === null) {
    await db.delete(appSettings).where(eq(appSettings.key, key));
  } else {
    await db
      .insert(appSettings)
      .values({ key, value, updatedAt: now })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
  }
}

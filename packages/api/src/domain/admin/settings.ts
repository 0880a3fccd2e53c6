import { appSettings, eq, inArray, type Database } from "@scalemsp/db";
import type { adminBrandUpdateInput } from "@scalemsp/validators";
import type { z } from "zod";
import type { Brand } from "../../context";
import { changesOf } from "./shared";

type UpdateData = z.output<typeof adminBrandUpdateInput>;

/** Where each brand field is kept in app_settings. */
const BRAND_KEYS = {
  product: "brand.product",
  email: "brand.email",
  phone: "brand.phone",
} as const satisfies Record<keyof Brand, string>;

const FIELDS = Object.keys(BRAND_KEYS) as (keyof Brand)[];

/** The stored brand values over the configured defaults (contract §1). */
export async function getBrand(db: Database, defaults: Brand): Promise<Brand> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, Object.values(BRAND_KEYS)));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const brand = { ...defaults };
  for (const field of FIELDS) brand[field] = stored.get(BRAND_KEYS[field]) ?? defaults[field];
  return brand;
}

/** The admin's view: what the site shows, and the defaults a field goes back to when cleared. */
export async function getBrandSettings(db: Database, defaults: Brand) {
  return { ...(await getBrand(db, defaults)), defaults: { ...defaults } };
}

/** A value is stored; null removes the stored value, so the default shows again. */
export async function updateBrandSettings(db: Database, defaults: Brand, input: UpdateData, now: Date) {
  const changes = changesOf(input);
  await db.transaction((tx) => writeBrandValues(tx, changes, now));
  return getBrandSettings(db, defaults);
}

/** Stores each given brand field (null removes it); absent fields stay as they are. */
export async function writeBrandValues(
  db: Database,
  changes: Partial<Record<keyof Brand, string | null>>,
  now: Date,
): Promise<void> {
  for (const field of FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    const key = BRAND_KEYS[field];
    if (value === null) {
      await db.delete(appSettings).where(eq(appSettings.key, key));
    } else {
      await db
        .insert(appSettings)
        .values({ key, value, updatedAt: now })
        .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
    }
  }
}

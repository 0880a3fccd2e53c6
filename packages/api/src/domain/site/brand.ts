import { appSettings, eq, inArray, type Database } from "@scalemsp/db";
import type { Brand } from "../../context";
import { writeSetting } from "./app-settings";

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

/** Stores each given brand field (null removes it); absent fields stay as they are. */
export async function writeBrandValues(
  db: Database,
  changes: Partial<Record<keyof Brand, string | null>>,
  now: Date,
): Promise<void> {
  for (const field of FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    await writeSetting(db, BRAND_KEYS[field], value, now);
  }
}

/** Where the postal address every e-mail carries is kept; BRAND_ADDRESS is its default. */
const POSTAL_ADDRESS_KEY = "brand.postalAddress";

/** The postal address in every e-mail's foot (contract §13 'e-mail compliance'). */
export async function getPostalAddress(db: Database, fallback: string): Promise<string> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, POSTAL_ADDRESS_KEY));
  return row?.value ?? fallback;
}

/** Stores the postal address; null removes it, so BRAND_ADDRESS shows again. */
export async function writePostalAddress(db: Database, address: string | null, now: Date): Promise<void> {
  await writeSetting(db, POSTAL_ADDRESS_KEY, address, now);
}

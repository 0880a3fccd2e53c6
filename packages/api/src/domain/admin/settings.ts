import { appSettings, eq, inArray, type Database } from "@scalemsp/db";
import type { adminBrandUpdateInput } from "@scalemsp/validators";
import type { z } from "zod";
import type { Brand } from "../../context";
import { SITE_LINKS_EMPTY } from "@scalemsp/validators";
import { defaultLegalTexts, getSiteSettings, getStoredLegalText, writeSiteSettings } from "../site-settings";
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

/** The admin's view: what the site shows, and the defaults a field goes back to when cleared. */
export async function getBrandSettings(db: Database, defaults: Brand, postalAddress: string) {
  const brand = await getBrand(db, defaults);
  const [address, site, privacyText, termsText] = await Promise.all([
    getPostalAddress(db, postalAddress),
    getSiteSettings(db),
    getStoredLegalText(db, "privacy"),
    getStoredLegalText(db, "terms"),
  ]);
  // The legal pages' defaults name the brand as it is now.
  const legalDefaults = defaultLegalTexts(brand);
  return {
    ...brand,
    postalAddress: address,
    ...site.links,
    guidesEmailGate: site.guidesEmailGate,
    privacyText: privacyText ?? legalDefaults.privacyText,
    termsText: termsText ?? legalDefaults.termsText,
    defaults: { ...defaults, postalAddress, ...SITE_LINKS_EMPTY, guidesEmailGate: false, ...legalDefaults },
  };
}

/** A value is stored; null removes the stored value, so the default shows again. */
export async function updateBrandSettings(
  db: Database,
  defaults: Brand,
  postalAddress: string,
  input: UpdateData,
  now: Date,
) {
  const { postalAddress: address, product, email, phone, ...site } = changesOf(input);
  await db.transaction(async (tx) => {
    await writeBrandValues(tx, { product, email, phone }, now);
    if (address !== undefined) await writeSetting(tx, POSTAL_ADDRESS_KEY, address, now);
    await writeSiteSettings(tx, site, writeSetting, now);
  });
  return getBrandSettings(db, defaults, postalAddress);
}

async function writeSetting(db: Database, key: string, value: string | null, now: Date) {
  if (value === null) {
    await db.delete(appSettings).where(eq(appSettings.key, key));
  } else {
    await db
      .insert(appSettings)
      .values({ key, value, updatedAt: now })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
  }
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

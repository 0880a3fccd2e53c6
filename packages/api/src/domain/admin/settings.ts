import type { Database } from "@scalemsp/db";
import type { adminBrandUpdateInput } from "@scalemsp/validators";
import type { z } from "zod";
import type { Brand } from "../../context";
import { SITE_LINKS_EMPTY } from "@scalemsp/validators";
import { changesOf } from "../shared/changes";
import { getBrand, getPostalAddress, writeBrandValues, writePostalAddress } from "../site/brand";
import { defaultLegalTexts, getSiteSettings, getStoredLegalText, writeSiteSettings } from "../site/settings";

type UpdateData = z.output<typeof adminBrandUpdateInput>;

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
    if (address !== undefined) await writePostalAddress(tx, address, now);
    await writeSiteSettings(tx, site, now);
  });
  return getBrandSettings(db, defaults, postalAddress);
}

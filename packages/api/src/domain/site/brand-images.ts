import { appSettings, eq, type Database } from "@scalemsp/db";
import type { adminBrandImagesUpdateInput } from "@scalemsp/validators";
import { BRAND_IMAGES_EMPTY, brandImagesOutput, type BrandImages } from "@scalemsp/validators";
import type { z } from "zod";

/** All brand images in one settings row: they are read together by every page view. */
const BRAND_IMAGES_KEY = "brand.images";

type UpdateData = z.output<typeof adminBrandImagesUpdateInput>;

/** The stored brand images; a missing or unreadable row is no images at all. */
export async function getBrandImages(db: Database): Promise<BrandImages> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, BRAND_IMAGES_KEY));
  if (!row) return { ...BRAND_IMAGES_EMPTY };
  try {
    const parsed = brandImagesOutput.partial().safeParse(JSON.parse(row.value));
    return parsed.success ? { ...BRAND_IMAGES_EMPTY, ...parsed.data } : { ...BRAND_IMAGES_EMPTY };
  } catch {
    return { ...BRAND_IMAGES_EMPTY };
  }
}

/** Changes the given fields; absent ones stay as they are. */
export async function updateBrandImages(db: Database, input: UpdateData, now: Date): Promise<BrandImages> {
  return db.transaction((tx) => writeBrandImages(tx, input, now));
}

/** Stores the given fields over the current ones (in the caller's transaction). */
export async function writeBrandImages(db: Database, input: UpdateData, now: Date): Promise<BrandImages> {
  const next: BrandImages = { ...(await getBrandImages(db)) };
  for (const [field, value] of Object.entries(input) as [keyof BrandImages, never][]) {
    if (value !== undefined) next[field] = value;
  }
  const value = JSON.stringify(next);
  await db
    .insert(appSettings)
    .values({ key: BRAND_IMAGES_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
  return next;
}

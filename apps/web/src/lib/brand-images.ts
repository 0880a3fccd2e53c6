import { BRAND_IMAGES_EMPTY, BRAND_IMAGES_META_NAME, type BrandImages } from "@scalemsp/validators";

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** The meta's JSON as BrandImages, field by field (no schema library in every page's code). */
function brandImagesOf(value: Partial<Record<keyof BrandImages, unknown>>): BrandImages {
  const list = (field: unknown) => (Array.isArray(field) ? (field as unknown[]) : []);
  return {
    logo: text(value.logo),
    hero: text(value.hero),
    portrait: text(value.portrait),
    testimonialPhotos: list(value.testimonialPhotos).map(text),
    clientLogos: list(value.clientLogos).flatMap((item) => {
      const logo = item as { src?: unknown; name?: unknown } | null;
      const src = text(logo?.src);
      return src ? [{ src, name: text(logo?.name) ?? "" }] : [];
    }),
  };
}

/**
 * The brand images the server wrote into the page, else none (as the build rendered it). Read
 * once: the server filled the same images into the pre-rendered HTML, so hydration finds them.
 */
function readBrandImages(): BrandImages {
  if (typeof document === "undefined") return BRAND_IMAGES_EMPTY;
  const content = document.querySelector(`meta[name="${BRAND_IMAGES_META_NAME}"]`)?.getAttribute("content");
  if (!content) return BRAND_IMAGES_EMPTY;
  try {
    return brandImagesOf(JSON.parse(content) as Partial<Record<keyof BrandImages, unknown>>);
  } catch {
    return BRAND_IMAGES_EMPTY;
  }
}

export const BRAND_IMAGES: BrandImages = readBrandImages();

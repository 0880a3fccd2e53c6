import { BRAND_DEFAULTS, BRAND_META_NAME, type BrandConfig } from "@scalemsp/validators";

/**
 * The brand the server put in the page (its configuration and the admin's settings), else the
 * defaults the pages were pre-rendered with. Read once: the server fills in the same values in
 * the pre-rendered HTML, so hydration finds what it renders.
 */
function readBrand(): BrandConfig {
  if (typeof document === "undefined") return BRAND_DEFAULTS;
  const content = document.querySelector(`meta[name="${BRAND_META_NAME}"]`)?.getAttribute("content");
  if (!content) return BRAND_DEFAULTS;
  try {
    const value = JSON.parse(content) as Partial<Record<keyof BrandConfig, unknown>>;
    const field = (key: keyof BrandConfig) =>
      typeof value[key] === "string" && value[key] !== "" ? value[key] : BRAND_DEFAULTS[key];
    return { product: field("product"), email: field("email"), phone: field("phone") };
  } catch {
    return BRAND_DEFAULTS;
  }
}

/** The brand the spec calls {product}, {email} and {phone}. */
export const BRAND: BrandConfig = readBrand();

import {
  SITE_INPUTS_DEFAULT,
  SITE_INPUTS_ELEMENT_ID,
  type BrandConfig,
  type BrandImages,
  type SiteInputs,
  type SiteSettings,
} from "@scalemsp/validators";
import { createContext, useContext, type ReactNode } from "react";

/**
 * The site inputs the server rendered the page with and sent beside it (decision 072), read
 * once at start; the defaults, at this browser's origin, on a page sent without them (the
 * development server).
 */
export function takeSiteInputs(): SiteInputs {
  const element = document.getElementById(SITE_INPUTS_ELEMENT_ID);
  const fallback = { ...SITE_INPUTS_DEFAULT, origin: location.origin };
  if (!element?.textContent) return fallback;
  try {
    const inputs = JSON.parse(element.textContent) as Partial<SiteInputs> | null;
    return { ...fallback, ...inputs };
  } catch {
    return fallback;
  }
}

const SiteInputsContext = createContext<SiteInputs>(SITE_INPUTS_DEFAULT);

/** Hands the page's site inputs to every part of the tree, the same on the server and in the browser. */
export function SiteInputsProvider({ inputs, children }: { inputs: SiteInputs; children: ReactNode }) {
  return <SiteInputsContext value={inputs}>{children}</SiteInputsContext>;
}

/** The brand the spec calls {product}, {email} and {phone}. */
export const useBrand = (): BrandConfig => useContext(SiteInputsContext).brand;
/** The coach's logo, hero, portrait, testimonial faces and client logos. */
export const useBrandImages = (): BrandImages => useContext(SiteInputsContext).images;
/** The footer's links and the guides' e-mail gate. */
export const useSiteSettings = (): SiteSettings => useContext(SiteInputsContext).site;

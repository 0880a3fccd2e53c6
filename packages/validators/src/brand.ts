/** Contract §1: the brand's defaults; the server may override them by environment. */
export const BRAND_DEFAULTS = {
  product: "ScaleMSP",
  email: "hello@scalemsp.example",
  phone: "+1 (555) 010-0199",
} as const;

export type BrandConfig = { product: string; email: string; phone: string };

/** The phone number as a `tel:` link dials it: the plus and the digits. */
export const dialablePhone = (phone: string) => phone.replace(/[^+\d]/g, "");

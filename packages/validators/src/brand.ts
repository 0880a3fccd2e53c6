/** Contract §1: the brand's defaults; the server may override them by environment. */
export const BRAND_DEFAULTS = {
  product: "ScaleMSP",
  email: "hello@scalemsp.example",
  phone: "+1 (555) 010-0199",
} as const;

export type BrandConfig = { product: string; email: string; phone: string };

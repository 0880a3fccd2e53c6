import { BRAND_DEFAULTS } from "@scalemsp/validators";

/** The brand the spec calls {product}, {email} and {phone}. */
export const BRAND = BRAND_DEFAULTS;

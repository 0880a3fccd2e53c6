import {
  BRAND_DEFAULTS,
  BRAND_META_NAME,
  dialablePhone,
  escapeMarkup,
  type BrandConfig,
} from "@scalemsp/validators";

const isDefault = (brand: BrandConfig) =>
  brand.product === BRAND_DEFAULTS.product &&
  brand.email === BRAND_DEFAULTS.email &&
  brand.phone === BRAND_DEFAULTS.phone;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Script elements, whose text is left alone (their hashes are in the content security policy). */
const SCRIPT = /<script\b[\s\S]*?<\/script>/g;

/**
 * The build renders every page with the default brand. When the server is configured with
 * another one (environment or the admin's settings), each default value is replaced by the
 * configured one in one pass, so a new value can never be replaced again, and a `<meta>`
 * hands the same values to the app, whose first render then matches the HTML.
 */
export function withBrand(html: string, brand: BrandConfig): string {
  if (isDefault(brand)) return html;
  const values = new Map<string, string>([
    [BRAND_DEFAULTS.product, brand.product],
    [BRAND_DEFAULTS.email, brand.email],
    [BRAND_DEFAULTS.phone, brand.phone],
    [dialablePhone(BRAND_DEFAULTS.phone), dialablePhone(brand.phone)],
  ]);
  const defaults = new RegExp(
    [...values.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|"),
    "g",
  );
  const replaceIn = (text: string) =>
    text.replace(defaults, (found) => escapeMarkup(values.get(found) ?? found));

  let result = "";
  let last = 0;
  for (const match of html.matchAll(SCRIPT)) {
    result += replaceIn(html.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  result += replaceIn(html.slice(last));
  const meta = `<meta name="${BRAND_META_NAME}" content="${escapeMarkup(JSON.stringify(brand))}">`;
  return result.replace("</head>", `${meta}</head>`);
}

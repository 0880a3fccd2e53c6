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

/** Each default value, longest first, so a longer one is found before a shorter one inside it. */
const DEFAULT_VALUES = [
  BRAND_DEFAULTS.product,
  BRAND_DEFAULTS.email,
  BRAND_DEFAULTS.phone,
  dialablePhone(BRAND_DEFAULTS.phone),
].sort((a, b) => b.length - a.length);
const DEFAULTS = new RegExp(DEFAULT_VALUES.map(escapeRegExp).join("|"), "g");

/**
 * A default value in the coach's data, as a page is rendered with it: private-use characters
 * around the value's index, which nothing below replaces and HTML escaping leaves alone.
 */
const KEPT_OPEN = "\uE000";
const KEPT_CLOSE = "\uE001";
const KEPT = new RegExp(`${KEPT_OPEN}(\\d+)${KEPT_CLOSE}`, "g");

/**
 * The coach's data with each default value in its texts marked, to render a page with. The
 * brand replaces the defaults the build wrote, not what the coach typed: `withBrand` puts the
 * marked values back as they were, so the page's HTML shows the data as the app renders it.
 */
export function markingBrandDefaults<T>(data: T): T {
  const mark = (value: unknown): unknown => {
    if (typeof value === "string")
      return value.replace(DEFAULTS, (found) => `${KEPT_OPEN}${DEFAULT_VALUES.indexOf(found)}${KEPT_CLOSE}`);
    if (Array.isArray(value)) return value.map(mark);
    if (value !== null && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mark(item)]));
    return value;
  };
  return mark(data) as T;
}

const unmarked = (html: string) =>
  html.replace(KEPT, (found, index: string) => {
    const value = DEFAULT_VALUES[Number(index)];
    return value === undefined ? found : escapeMarkup(value);
  });

/**
 * The build renders every page with the default brand. When the server is configured with
 * another one (environment or the admin's settings), each default value is replaced by the
 * configured one in one pass, so a new value can never be replaced again, and a `<meta>`
 * hands the same values to the app, whose first render then matches the HTML. A default value
 * in the coach's data (marked by `markingBrandDefaults`) stays as typed, as the app shows it.
 */
export function withBrand(html: string, brand: BrandConfig): string {
  if (isDefault(brand)) return unmarked(html);
  const values = new Map<string, string>([
    [BRAND_DEFAULTS.product, brand.product],
    [BRAND_DEFAULTS.email, brand.email],
    [BRAND_DEFAULTS.phone, brand.phone],
    [dialablePhone(BRAND_DEFAULTS.phone), dialablePhone(brand.phone)],
  ]);
  const replaceIn = (text: string) =>
    text.replace(DEFAULTS, (found) => escapeMarkup(values.get(found) ?? found));

  let result = "";
  let last = 0;
  for (const match of html.matchAll(SCRIPT)) {
    result += replaceIn(html.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  result += replaceIn(html.slice(last));
  const meta = `<meta name="${BRAND_META_NAME}" content="${escapeMarkup(JSON.stringify(brand))}">`;
  return unmarked(result).replace("</head>", `${meta}</head>`);
}

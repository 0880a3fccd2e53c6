import { describe, expect, it } from "vitest";
import { BRAND_DEFAULTS, BRAND_META_NAME } from "@scalemsp/validators";
import { markingBrandDefaults, withBrand } from "../src/http/brand-pages";

const SCRIPT = `<script>localStorage.getItem("${BRAND_DEFAULTS.product}")</script>`;
const PAGE =
  `<html><head><title>About | ${BRAND_DEFAULTS.product}</title>${SCRIPT}</head><body>` +
  `<p>${BRAND_DEFAULTS.product} coaching</p>` +
  `<a href="mailto:${BRAND_DEFAULTS.email}">${BRAND_DEFAULTS.email}</a>` +
  `<a href="tel:+15550100199">${BRAND_DEFAULTS.phone}</a></body></html>`;

const metaOf = (html: string) =>
  new RegExp(`<meta name="${BRAND_META_NAME}" content="([^"]*)">`).exec(html)?.[1];

describe("withBrand", () => {
  it("leaves a page alone under the default brand", () => {
    expect(withBrand(PAGE, { ...BRAND_DEFAULTS })).toBe(PAGE);
  });

  it("puts the configured brand in text, titles and links, and hands it to the app in a meta tag", () => {
    const brand = { product: "Northwind", email: "team@northwind.example", phone: "+44 20 7946 0000" };
    const html = withBrand(PAGE, brand);
    expect(html).toContain("<title>About | Northwind</title>");
    expect(html).toContain("<p>Northwind coaching</p>");
    expect(html).toContain('<a href="mailto:team@northwind.example">team@northwind.example</a>');
    expect(html).toContain('<a href="tel:+442079460000">+44 20 7946 0000</a>');
    expect(html).not.toContain(BRAND_DEFAULTS.email);
    expect(html).not.toContain(BRAND_DEFAULTS.phone);
    const meta = metaOf(html)!.replaceAll("&#34;", '"');
    expect(JSON.parse(meta)).toEqual(brand);
  });

  it("never touches scripts, whose hashes the content security policy holds", () => {
    const html = withBrand(PAGE, { ...BRAND_DEFAULTS, product: "Northwind" });
    expect(html).toContain(SCRIPT);
  });

  it("escapes what it puts in, and never replaces a value it put in", () => {
    const html = withBrand(PAGE, {
      product: `<b>"Fish & Chips"</b>`,
      email: BRAND_DEFAULTS.email,
      phone: BRAND_DEFAULTS.phone,
    });
    expect(html).toContain("<p>&#60;b&#62;&#34;Fish &#38; Chips&#34;&#60;/b&#62; coaching</p>");
    expect(html).not.toContain("<b>");
    const swapped = withBrand(PAGE, {
      product: BRAND_DEFAULTS.email,
      email: "x@y.example",
      phone: BRAND_DEFAULTS.phone,
    });
    expect(swapped).toContain(`<p>${BRAND_DEFAULTS.email} coaching</p>`);
    expect(swapped).toContain('<a href="mailto:x@y.example">x@y.example</a>');
  });

  it("leaves the defaults in the coach's data as typed, under any brand, and replaces the build's", () => {
    const typed = `${BRAND_DEFAULTS.product} Pro: ${BRAND_DEFAULTS.email}, ${BRAND_DEFAULTS.phone}`;
    const data = markingBrandDefaults({ plans: [{ description: typed, price: 99, note: null }] });
    expect(data.plans[0]?.price).toBe(99);
    expect(data.plans[0]?.note).toBeNull();
    const rendered = `<html><head></head><body><h1>${BRAND_DEFAULTS.product}</h1><p>${data.plans[0]?.description}</p></body></html>`;
    const brand = { product: "Northwind", email: "team@northwind.example", phone: "+44 20 7946 0000" };
    const html = withBrand(rendered, brand);
    expect(html).toContain("<h1>Northwind</h1>");
    expect(html).toContain(`<p>${typed}</p>`);
    expect(withBrand(rendered, { ...BRAND_DEFAULTS })).toContain(
      `<h1>${BRAND_DEFAULTS.product}</h1><p>${typed}</p>`,
    );
  });
});

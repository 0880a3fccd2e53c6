import { describe, expect, it } from "vitest";
import { BRAND_IMAGES_EMPTY, BRAND_IMAGES_META_NAME, type BrandImages } from "@scalemsp/validators";
import { withBrandImages } from "../src/http/brand-image-pages";

const hash = "0123456789abcdef01234567";
const logo = `/images/logo-${hash}-300x100.png`;
const hero = `/images/hero-${hash}-1280x960.jpg`;
const face = `/images/avatar-${hash}-192x192.jpg`;

/** The places as the build renders them with no images set. */
const page =
  "<html><head><title>x</title></head><body>" +
  '<a href="/"><span data-image-slot="logo"></span>ScaleMSP</a>' +
  '<div><span data-image-slot="hero"></span></div>' +
  '<span data-image-slot="testimonial-0">SM</span><span data-image-slot="testimonial-1">DC</span>' +
  '<div data-image-list="clients" class="_clientLogos_x"></div>' +
  "</body></html>";

describe("brand images in pre-rendered pages", () => {
  it("leaves a page alone while no image is set", () => {
    expect(withBrandImages(page, BRAND_IMAGES_EMPTY)).toBe(page);
  });

  it("writes each set image into its place, the rest keep their fallback", () => {
    const images: BrandImages = {
      ...BRAND_IMAGES_EMPTY,
      logo,
      hero,
      testimonialPhotos: [null, face],
      clientLogos: [{ src: logo, name: 'Northwind "IT"' }],
    };
    const html = withBrandImages(page, images);
    expect(html).toContain('<a href="/"><picture data-image-slot="logo"><source type="image/avif"');
    expect(html).toMatch(
      /<img src="\/images\/logo-[^"]+-300x100\.png" srcset="[^"]+-128\.png 128w, [^"]+-300\.png 300w"/,
    );
    // The hero is fetched first, with explicit dimensions.
    expect(html).toMatch(
      /<picture data-image-slot="hero">.*width="1280" height="960" alt="" loading="eager" decoding="async" fetchpriority="high"\/><\/picture>/,
    );
    expect(html).toContain('<span data-image-slot="testimonial-0">SM</span>');
    expect(html).toMatch(/<picture data-image-slot="testimonial-1">.*loading="lazy"/);
    expect(html).toMatch(
      /<div data-image-list="clients" class="_clientLogos_x"><picture>.*alt="Northwind &#34;IT&#34;".*<\/picture><\/div>/,
    );
    expect(html).toContain(`<meta name="${BRAND_IMAGES_META_NAME}" content="{&#34;logo&#34;:`);
  });
});

import {
  BRAND_IMAGES_META_NAME,
  BRAND_IMAGE_SLOTS,
  CLIENT_LOGOS_LIST,
  escapeMarkup,
  slotPictureMarkup,
  testimonialSlot,
  type BrandImages,
} from "@scalemsp/validators";

const isEmpty = (images: BrandImages) =>
  !images.logo &&
  !images.hero &&
  !images.portrait &&
  images.testimonialPhotos.every((photo) => !photo) &&
  images.clientLogos.length === 0;

/** A slot's element as the build rendered it: a fallback `<span>` or a `<picture>`, never nested. */
const slotElement = (slot: string) =>
  new RegExp(`<(picture|span) data-image-slot="${slot}"[^>]*>[\\s\\S]*?</\\1>`);

/** The client logos' list as the build rendered it: empty. */
const CLIENT_LIST = new RegExp(`<div data-image-list="${CLIENT_LOGOS_LIST}"([^>]*)></div>`);

/**
 * The build renders the public pages with no brand images: each image's place is an element
 * marked `data-image-slot` holding its fallback, and the client logos' list is empty. The
 * server writes the configured images into those places, as the same `<picture>` the app
 * renders (pictureMarkup), and a `<meta>` hands the app the same values (decision 008).
 */
export function withBrandImages(html: string, images: BrandImages): string {
  if (isEmpty(images)) return html;
  const slots: [string, string | null][] = [
    ["logo", slotPictureMarkup(images.logo, { ...BRAND_IMAGE_SLOTS.logo, slot: "logo" })],
    ["hero", slotPictureMarkup(images.hero, { ...BRAND_IMAGE_SLOTS.hero, slot: "hero" })],
    ["portrait", slotPictureMarkup(images.portrait, { ...BRAND_IMAGE_SLOTS.portrait, slot: "portrait" })],
    ...images.testimonialPhotos.map((photo, i): [string, string | null] => [
      testimonialSlot(i),
      slotPictureMarkup(photo, { ...BRAND_IMAGE_SLOTS.testimonial, slot: testimonialSlot(i) }),
    ]),
  ];
  let result = html;
  for (const [slot, markup] of slots) {
    if (markup) result = result.replace(slotElement(slot), () => markup);
  }
  const logos = images.clientLogos
    .map((logo) => slotPictureMarkup(logo.src, { ...BRAND_IMAGE_SLOTS.clientLogo, alt: logo.name }) ?? "")
    .join("");
  result = result.replace(CLIENT_LIST, (_found, attributes: string) => {
    return `<div data-image-list="${CLIENT_LOGOS_LIST}"${attributes}>${logos}</div>`;
  });
  const meta = `<meta name="${BRAND_IMAGES_META_NAME}" content="${escapeMarkup(JSON.stringify(images))}">`;
  return result.replace("</head>", () => `${meta}</head>`);
}

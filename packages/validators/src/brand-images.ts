// No schema here: the public pages use these, and a zod schema made in this module would ship
// zod with them (the schemas are in brand-image-inputs.ts).
import type { ImagePurpose } from "./images";

export const TESTIMONIAL_PHOTOS_MAX = 12;
export const CLIENT_LOGOS_MAX = 8;
export const CLIENT_NAME_MAX = 80;

export const BRAND_IMAGE_MESSAGES = {
  saved: "Brand images saved",
  clientNameRequired: "Name the client whose logo this is",
  clientNameFirst: "Type the client's name first: it is the logo's alt text.",
  clientNameTooLong: `The client's name must be at most ${CLIENT_NAME_MAX} characters`,
  tooManyClientLogos: `At most ${CLIENT_LOGOS_MAX} client logos`,
  tooManyTestimonialPhotos: `At most ${TESTIMONIAL_PHOTOS_MAX} testimonial photos`,
} as const;

/** How each brand image shows on the public pages (ResponsiveImage). */
export const BRAND_IMAGE_SLOTS = {
  logo: { purpose: "logo", alt: "", sizes: "120px", priority: true },
  hero: {
    purpose: "hero",
    alt: "",
    sizes: "(min-width: 62em) 460px, (min-width: 48em) 50vw, 100vw",
    priority: true,
  },
  portrait: { purpose: "portrait", alt: "Portrait of the coach", sizes: "(min-width: 48em) 320px, 100vw" },
  testimonial: { purpose: "avatar", alt: "", sizes: "56px" },
  clientLogo: { purpose: "clientLogo", sizes: "140px" },
} as const satisfies Record<
  string,
  { purpose: ImagePurpose; sizes: string; alt?: string; priority?: boolean }
>;

export const testimonialSlot = (index: number) => `testimonial-${index}`;
export const CLIENT_LOGOS_LIST = "clients";

/** The home page tells three stories (spec §3); each may have a face. */
export const TESTIMONIAL_PHOTO_SLOTS = 3;

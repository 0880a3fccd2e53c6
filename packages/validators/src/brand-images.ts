import { z } from "zod";
import { parseImageRef, pictureMarkup, type ImagePurpose, type PictureOptions } from "./images";
import { imageRefField } from "./images-input";

/** The coach's brand art, set in the admin's Settings; every field may be empty. */
export interface BrandImages {
  logo: string | null;
  hero: string | null;
  portrait: string | null;
  /** One per testimonial on the home page, in order; null shows the person's initials. */
  testimonialPhotos: (string | null)[];
  clientLogos: { src: string; name: string }[];
}

export const BRAND_IMAGES_EMPTY: BrandImages = {
  logo: null,
  hero: null,
  portrait: null,
  testimonialPhotos: [],
  clientLogos: [],
};

export const TESTIMONIAL_PHOTOS_MAX = 12;
export const CLIENT_LOGOS_MAX = 8;
export const CLIENT_NAME_MAX = 80;

export const BRAND_IMAGE_MESSAGES = {
  saved: "Brand images saved",
  clientNameRequired: "Name the client whose logo this is",
  clientNameTooLong: `The client's name must be at most ${CLIENT_NAME_MAX} characters`,
  tooManyClientLogos: `At most ${CLIENT_LOGOS_MAX} client logos`,
  tooManyTestimonialPhotos: `At most ${TESTIMONIAL_PHOTOS_MAX} testimonial photos`,
} as const;

/** What the admin changes: absent fields stay, null clears a single image. */
export const adminBrandImagesUpdateInput = z.object({
  logo: imageRefField.optional(),
  hero: imageRefField.optional(),
  portrait: imageRefField.optional(),
  testimonialPhotos: z
    .array(imageRefField)
    .max(TESTIMONIAL_PHOTOS_MAX, { error: BRAND_IMAGE_MESSAGES.tooManyTestimonialPhotos })
    .optional(),
  clientLogos: z
    .array(
      z.object({
        src: imageRefField.unwrap(),
        name: z
          .string()
          .trim()
          .min(1, { error: BRAND_IMAGE_MESSAGES.clientNameRequired })
          .max(CLIENT_NAME_MAX, { error: BRAND_IMAGE_MESSAGES.clientNameTooLong }),
      }),
    )
    .max(CLIENT_LOGOS_MAX, { error: BRAND_IMAGE_MESSAGES.tooManyClientLogos })
    .optional(),
});
export type AdminBrandImagesUpdateInput = z.input<typeof adminBrandImagesUpdateInput>;

/** The page's `<meta>` carrying the brand images, read by the app once at start. */
export const BRAND_IMAGES_META_NAME = "scalemsp-brand-images";

/**
 * How each brand image shows on the public pages. The server writes the same `<picture>` into
 * the pre-rendered pages (pictureMarkup) as the app renders (ResponsiveImage), so both read it
 * from here.
 */
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

/** The `<picture>` of one slot, or null when the stored value is not an uploaded image. */
export function slotPictureMarkup(
  src: string | null | undefined,
  options: Omit<PictureOptions, "slot"> & { slot?: string },
): string | null {
  const ref = src ? parseImageRef(src) : null;
  return ref ? pictureMarkup(ref, options) : null;
}

export const brandImagesOutput = z.object({
  logo: z.string().nullable(),
  hero: z.string().nullable(),
  portrait: z.string().nullable(),
  testimonialPhotos: z.array(z.string().nullable()),
  clientLogos: z.array(z.object({ src: z.string(), name: z.string() })),
});

/** The home page tells three stories (spec §3); each may have a face. */
export const TESTIMONIAL_PHOTO_SLOTS = 3;

import { z } from "zod";
import {
  BRAND_IMAGE_MESSAGES,
  CLIENT_LOGOS_MAX,
  CLIENT_NAME_MAX,
  TESTIMONIAL_PHOTOS_MAX,
} from "./brand-images";
import { imageRefField } from "./image-inputs";
import { singleLine } from "./text";

// The schemas of the brand images, apart from brand-images.ts, which the public pages use.

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
        name: singleLine()
          .trim()
          .min(1, { error: BRAND_IMAGE_MESSAGES.clientNameRequired })
          .max(CLIENT_NAME_MAX, { error: BRAND_IMAGE_MESSAGES.clientNameTooLong }),
      }),
    )
    .max(CLIENT_LOGOS_MAX, { error: BRAND_IMAGE_MESSAGES.tooManyClientLogos })
    .optional(),
});
export type AdminBrandImagesUpdateInput = z.input<typeof adminBrandImagesUpdateInput>;

export const brandImagesOutput = z.object({
  logo: z.string().nullable(),
  hero: z.string().nullable(),
  portrait: z.string().nullable(),
  testimonialPhotos: z.array(z.string().nullable()),
  clientLogos: z.array(z.object({ src: z.string(), name: z.string() })),
});

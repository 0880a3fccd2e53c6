import { z } from "zod";
import { IMAGE_MESSAGES, IMAGE_PURPOSE_NAMES, type ImagePurpose, parseImageRef } from "./images";

// Apart from the image helpers: a page that only shows images does not load zod.

export const imagePurposeSchema = z.enum(IMAGE_PURPOSE_NAMES as [ImagePurpose, ...ImagePurpose[]]);

/** An image field: an uploaded image, or null to clear it. */
export const imageRefField = z
  .string({ error: IMAGE_MESSAGES.invalidRef })
  .refine((value) => parseImageRef(value) !== null, { error: IMAGE_MESSAGES.invalidRef })
  .nullable();

export const imageUploadOutput = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

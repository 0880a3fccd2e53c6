import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import {
  IMAGE_MAX_PIXELS,
  IMAGE_PURPOSES,
  imageRefOf,
  variantName,
  variantWidths,
  type ImagePurpose,
  type ImageRef,
} from "@scalemsp/validators";

/** The formats every width is kept in; the browser takes the first it understands. */
export const VARIANT_FORMATS = ["avif", "webp"] as const;

export const VARIANT_CONTENT_TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
};

export interface ImageVariant {
  name: string;
  body: Buffer;
  contentType: string;
}

export class UnreadableImageError extends Error {
  constructor(readonly reason: "unreadable" | "tooManyPixels") {
    super(reason);
  }
}

/**
 * Reads the picture (EXIF orientation applied), crops it to the purpose's aspect around what
 * draws the eye, and describes the result. Throws UnreadableImageError for anything sharp
 * cannot decode as a whole.
 */
async function prepare(input: Buffer, purpose: ImagePurpose) {
  const { aspect, widths } = IMAGE_PURPOSES[purpose];
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
  } catch {
    throw new UnreadableImageError("unreadable");
  }
  if (!meta.width || !meta.height) throw new UnreadableImageError("unreadable");
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw new UnreadableImageError("tooManyPixels");
  // Orientations 5 to 8 turn the picture a quarter: its width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const sourceWidth = turned ? meta.height : meta.width;
  const sourceHeight = turned ? meta.width : meta.height;
  const widest = Math.min(sourceWidth, widths.at(-1)!);
  const height = aspect ? Math.round(widest / aspect) : Math.round((widest * sourceHeight) / sourceWidth);
  // A picture with transparency keeps it in its fallback; a photo gets the smaller JPEG.
  const fallback: "png" | "jpg" = meta.hasAlpha || meta.format === "gif" ? "png" : "jpg";
  return { aspect, widest, height: Math.max(1, height), fallback };
}

/** The name an image is known by: its purpose and a hash of the uploaded bytes, so re-uploads match. */
export const imageHash = (input: Buffer, purpose: ImagePurpose) =>
  createHash("sha256").update(purpose).update("\0").update(input).digest("hex").slice(0, 24);

/** Every width in AVIF, WebP and the fallback format, each stripped of metadata (EXIF, GPS). */
export async function makeVariants(
  input: Buffer,
  purpose: ImagePurpose,
): Promise<{ ref: ImageRef; url: string; variants: ImageVariant[] }> {
  const { aspect, widest, height, fallback } = await prepare(input, purpose);
  const ref: ImageRef = { purpose, hash: imageHash(input, purpose), width: widest, height, fallback };
  const variants: ImageVariant[] = [];
  try {
    for (const width of variantWidths(purpose, widest)) {
      const base = sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false })
        .rotate()
        .resize(
          aspect
            ? { width, height: Math.round(width / aspect), fit: "cover", position: sharp.strategy.attention }
            : { width, withoutEnlargement: true },
        );
      const encoded = await Promise.all([
        base.clone().avif({ quality: 55, effort: 2 }).toBuffer(),
        base.clone().webp({ quality: 78 }).toBuffer(),
        fallback === "png"
          ? base.clone().png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer()
          : base.clone().flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
      ]);
      const exts = [...VARIANT_FORMATS, fallback];
      encoded.forEach((body, i) =>
        variants.push({
          name: variantName(ref, width, exts[i]!),
          body,
          contentType: VARIANT_CONTENT_TYPES[exts[i]!]!,
        }),
      );
    }
  } catch {
    throw new UnreadableImageError("unreadable");
  }
  return { ref, url: imageRefOf(ref), variants };
}

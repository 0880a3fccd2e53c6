import { createHash } from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import {
  IMAGE_MAX_PIXELS,
  IMAGE_PROCESS_SECONDS,
  IMAGE_PURPOSES,
  imageRefOf,
  variantName,
  variantWidths,
  type ImagePurpose,
  type ImageRef,
} from "@scalemsp/validators";

// libvips keeps decoded images and operations in a cache of its own; uploads are never the
// same twice, so a cache only holds a large picture's memory after its request (contract §14).
sharp.cache(false);

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
  constructor(readonly reason: "unreadable" | "tooManyPixels" | "tooSlow") {
    super(reason);
  }
}

/** sharp's refusal once a pipeline passes its `timeout`. */
const isTimeout = (error: unknown) => error instanceof Error && /timeout/i.test(error.message);

/**
 * Reads only the picture's header and refuses one over IMAGE_MAX_PIXELS before anything is
 * decoded; then says how it will be cropped (EXIF orientation applied) for the purpose.
 * Throws UnreadableImageError for anything sharp cannot read.
 */
async function prepare(input: Buffer, purpose: ImagePurpose) {
  const { aspect, widths } = IMAGE_PURPOSES[purpose];
  let meta: Metadata;
  try {
    // The header alone: sharp's own pixel limit would call a large picture unreadable.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
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

/** A pipeline bounded in pixels and time, whose work runs on libuv's threads, not the event loop. */
const bounded = (image: Sharp) => image.timeout({ seconds: IMAGE_PROCESS_SECONDS });

/**
 * Every width in AVIF, WebP and the fallback format, each stripped of metadata (EXIF, GPS).
 * The upload is decoded once, into the widest crop (JPEG shrinks while it loads); the other
 * widths are made from that, not from the upload again.
 */
export async function makeVariants(
  input: Buffer,
  purpose: ImagePurpose,
): Promise<{ ref: ImageRef; url: string; variants: ImageVariant[] }> {
  const { aspect, widest, height, fallback } = await prepare(input, purpose);
  const ref: ImageRef = { purpose, hash: imageHash(input, purpose), width: widest, height, fallback };
  const variants: ImageVariant[] = [];
  try {
    const crop = await bounded(sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false }))
      .rotate()
      .resize(
        aspect
          ? { width: widest, height, fit: "cover", position: sharp.strategy.attention }
          : { width: widest, withoutEnlargement: true },
      )
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width: cropWidth, height: cropHeight, channels } = crop.info;
    for (const width of variantWidths(purpose, widest)) {
      const base = bounded(sharp(crop.data, { raw: { width: cropWidth, height: cropHeight, channels } }));
      if (width !== cropWidth)
        base.resize(aspect ? { width, height: Math.round(width / aspect) } : { width });
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
  } catch (error) {
    throw new UnreadableImageError(isTimeout(error) ? "tooSlow" : "unreadable");
  }
  return { ref, url: imageRefOf(ref), variants };
}

// No schema here: the public pages use these, and a zod schema made in this module would ship
// zod with them (the schemas are in image-inputs.ts).

/**
 * What an uploaded image is for: its crop (width / height, or null to keep the upload's own)
 * and the widths it is resized to. Each upload is stored at these widths (never wider than the
 * upload) in AVIF, WebP and a JPEG or PNG fallback.
 */
export const IMAGE_PURPOSES = {
  logo: { aspect: null, widths: [128, 256, 512] },
  hero: { aspect: 4 / 3, widths: [320, 640, 1280] },
  portrait: { aspect: 4 / 5, widths: [320, 640] },
  avatar: { aspect: 1, widths: [96, 192] },
  clientLogo: { aspect: null, widths: [160, 320] },
  cover: { aspect: 16 / 9, widths: [320, 640, 1280] },
} as const satisfies Record<string, { aspect: number | null; widths: readonly number[] }>;

export type ImagePurpose = keyof typeof IMAGE_PURPOSES;
export const IMAGE_PURPOSE_NAMES = Object.keys(IMAGE_PURPOSES) as ImagePurpose[];

/** Image uploads are smaller than file uploads: a photo, not a video. */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/**
 * Contract §14: at most 25 megapixels. Decoding a larger picture would hold hundreds of
 * megabytes, and seconds of the image threads, for one request.
 */
export const IMAGE_MAX_PIXELS = 25_000_000;
/** How long making one upload's variants may take before it is given up (contract §14). */
export const IMAGE_PROCESS_SECONDS = 15;

const SQUARE_SIDE = Math.floor(Math.sqrt(IMAGE_MAX_PIXELS)).toLocaleString("en-US");

export const IMAGE_MESSAGES = {
  typeRefused: "This image type is not accepted. Upload a PNG, JPEG, WebP, GIF or AVIF image.",
  unreadable: "The image could not be read. Please check the file and try again.",
  tooLarge: `The image is too large. The limit is ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
  tooManyPixels: `The image has too many pixels. The limit is ${IMAGE_MAX_PIXELS / 1_000_000} megapixels (${SQUARE_SIDE} × ${SQUARE_SIDE}); please upload a smaller picture.`,
  tooSlow: "The image took too long to process. Please upload a smaller or simpler picture.",
  purposeInvalid: `Choose what the image is for: ${IMAGE_PURPOSE_NAMES.join(", ")}`,
  invalidRef: "The image must be one uploaded here (/images/...)",
  uploadFailed: "Upload failed",
} as const;

export const IMAGES_PREFIX = "/images/";

/**
 * An uploaded image as stored in settings and records: the URL of its widest fallback,
 * `/images/{purpose}-{hash}-{width}x{height}.{jpg|png}`. The name carries everything a page
 * needs to offer every variant with explicit dimensions; the hash makes it immutable.
 */
const IMAGE_REF = /^\/images\/([a-zA-Z]+)-([a-f0-9]{24})-(\d{1,5})x(\d{1,5})\.(jpg|png)$/;
/** A stored variant: `{purpose}-{hash}-{width}.{avif|webp|jpg|png}`. */
export const IMAGE_VARIANT_NAME = /^([a-zA-Z]+)-([a-f0-9]{24})-(\d{1,5})\.(avif|webp|jpg|png)$/;

export interface ImageRef {
  purpose: ImagePurpose;
  hash: string;
  width: number;
  height: number;
  fallback: "jpg" | "png";
}

export function parseImageRef(value: string): ImageRef | null {
  const match = IMAGE_REF.exec(value);
  if (!match) return null;
  const [, purpose, hash, width, height, fallback] = match;
  if (!(purpose! in IMAGE_PURPOSES)) return null;
  return {
    purpose: purpose as ImagePurpose,
    hash: hash!,
    width: Number(width),
    height: Number(height),
    fallback: fallback as "jpg" | "png",
  };
}

export const imageRefOf = (ref: ImageRef) =>
  `${IMAGES_PREFIX}${ref.purpose}-${ref.hash}-${ref.width}x${ref.height}.${ref.fallback}`;

/** The widths an image of this purpose is kept at, given its widest stored width. */
export const variantWidths = (purpose: ImagePurpose, widest: number) => [
  ...IMAGE_PURPOSES[purpose].widths.filter((w) => w < widest),
  widest,
];

export const variantName = (ref: Pick<ImageRef, "purpose" | "hash">, width: number, ext: string) =>
  `${ref.purpose}-${ref.hash}-${width}.${ext}`;

export interface PictureParts {
  sources: { type: string; srcSet: string }[];
  img: {
    src: string;
    srcSet: string;
    width: number;
    height: number;
    loading: "eager" | "lazy";
    decoding: "async";
    fetchPriority?: "high";
  };
}

const srcSetOf = (ref: ImageRef, ext: string) =>
  variantWidths(ref.purpose, ref.width)
    .map((w) => `${IMAGES_PREFIX}${variantName(ref, w, ext)} ${w}w`)
    .join(", ");

/** The `<picture>` of an uploaded image: AVIF, WebP, then the fallback, each at every width. */
export function pictureParts(ref: ImageRef, priority = false): PictureParts {
  return {
    sources: [
      { type: "image/avif", srcSet: srcSetOf(ref, "avif") },
      { type: "image/webp", srcSet: srcSetOf(ref, "webp") },
    ],
    img: {
      src: imageRefOf(ref),
      srcSet: srcSetOf(ref, ref.fallback),
      width: ref.width,
      height: ref.height,
      loading: priority ? "eager" : "lazy",
      decoding: "async",
      ...(priority ? { fetchPriority: "high" as const } : {}),
    },
  };
}

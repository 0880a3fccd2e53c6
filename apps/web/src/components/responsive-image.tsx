import { parseImageRef, pictureParts } from "@scalemsp/validators";

export interface ResponsiveImageProps {
  /** An uploaded image (`/images/…`), or any other image URL (shown as it is). */
  src: string;
  alt: string;
  /** How wide the image shows at each viewport width, for the browser to pick a file. */
  sizes: string;
  /** The page's main picture above the fold: fetched first and at once. Others load lazily. */
  priority?: boolean;
  /** For a URL that is not an uploaded image: its intrinsic size, so nothing shifts as it loads. */
  width?: number;
  height?: number;
  className?: string;
  /** Names a brand image's place in the page (`data-image-slot`), which the styles read. */
  slot?: string;
}

/**
 * An uploaded image as a `<picture>`: AVIF, then WebP, then the JPEG/PNG fallback, each at
 * every stored width, with the width and height that reserve its space. Any other URL (the
 * bundled SVG art) is a plain `<img>` of the given size.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  priority = false,
  width,
  height,
  className,
  slot,
}: ResponsiveImageProps) {
  const ref = parseImageRef(src);
  if (!ref) {
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        className={className}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
      />
    );
  }
  const { sources, img } = pictureParts(ref, priority);
  return (
    <picture data-image-slot={slot}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={img.src}
        srcSet={img.srcSet}
        sizes={sizes}
        width={img.width}
        height={img.height}
        alt={alt}
        loading={img.loading}
        decoding={img.decoding}
        fetchPriority={img.fetchPriority}
        className={className}
      />
    </picture>
  );
}

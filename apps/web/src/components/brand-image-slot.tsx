import { BRAND_IMAGE_SLOTS, parseImageRef } from "@scalemsp/validators";
import type { ReactNode } from "react";
import { ResponsiveImage } from "./responsive-image";

type SlotKind = Exclude<keyof typeof BRAND_IMAGE_SLOTS, "clientLogo">;

interface BrandImageSlotProps {
  kind: SlotKind;
  /** The slot's name in the page: the kind, or `testimonial-{n}`. */
  slot: string;
  src: string | null | undefined;
  /** Shown while no image is set (initials, or nothing: the place then hides by CSS). */
  fallback?: ReactNode;
  className?: string;
}

/**
 * One brand image's place on a public page: a `<picture data-image-slot>` when the image is
 * set, else a `<span data-image-slot>` holding the fallback text (the styles hide an empty one).
 */
export function BrandImageSlot({ kind, slot, src, fallback, className }: BrandImageSlotProps) {
  const options = BRAND_IMAGE_SLOTS[kind];
  if (src && parseImageRef(src)) {
    return (
      <ResponsiveImage
        slot={slot}
        src={src}
        alt={options.alt}
        sizes={options.sizes}
        priority={"priority" in options && options.priority}
      />
    );
  }
  return (
    <span data-image-slot={slot} className={className}>
      {fallback}
    </span>
  );
}

import type { ReactNode } from "react";
import { ResponsiveImage } from "./responsive-image";
import classes from "./cover-image.module.css";

/** Cards sit one, two or three to a row. */
const CARD_SIZES = "(min-width: 75em) 380px, (min-width: 48em) 50vw, 100vw";

/**
 * A course cover or resource thumbnail across the top of its card, 16:9 whatever the file's
 * shape (uploaded covers are cropped so; older links and the bundled art are fitted), lazily
 * loaded with its space reserved. Decorative: the card's title says what it is. The first
 * card's is the page's largest picture on a phone: `priority` loads it at once.
 */
export function CoverImage({
  src,
  priority = false,
}: {
  src: string | null | undefined;
  priority?: boolean;
}) {
  if (!src) return null;
  return (
    <div className={classes.cover}>
      <ResponsiveImage src={src} alt="" sizes={CARD_SIZES} width={640} height={360} priority={priority} />
    </div>
  );
}

/**
 * The cover's place on a card without a picture, with an icon for what the card is: cards in a
 * row keep one shape beside a card with a cover. Decorative, as the cover is.
 */
export function CoverPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div className={`${classes.cover} ${classes.placeholder}`} aria-hidden>
      {children}
    </div>
  );
}

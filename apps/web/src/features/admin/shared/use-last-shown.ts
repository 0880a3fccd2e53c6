import { useState } from "react";

/**
 * The last non-null value: a dialog that closes by setting its subject to null keeps showing it
 * while it animates closed, instead of going blank.
 */
export function useLastShown<T>(value: T | null): T | null {
  const [shown, setShown] = useState(value);
  // Set during render, not in an effect, so React renders again at once with the new value.
  if (value && value !== shown) setShown(value);
  return shown;
}

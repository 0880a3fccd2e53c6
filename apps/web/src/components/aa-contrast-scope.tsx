import "./aa-contrast.css";
import type { ReactNode } from "react";

/** Spread on a screen's root element: its colours must meet WCAG AA (see aa-contrast.css). */
export const aaContrast = { "data-aa-contrast": "" } as const;

export function AaContrastScope({ children }: { children: ReactNode }) {
  return <div {...aaContrast}>{children}</div>;
}

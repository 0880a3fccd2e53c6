import "@mantine/core/styles/Tooltip.css";
import { Button, type ButtonProps, Tooltip } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A button for an action the product does not offer yet: it looks disabled and does nothing,
 * yet stays focusable so keyboard users reach its "Coming soon" tooltip too.
 */
export function ComingSoonButton({ children, ...props }: ButtonProps & { children: ReactNode }) {
  return (
    <Tooltip label="Coming soon" withArrow>
      <Button {...props} data-disabled aria-disabled="true" onClick={(event) => event.preventDefault()}>
        {children}
      </Button>
    </Tooltip>
  );
}

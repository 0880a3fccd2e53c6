import { Button, type ButtonProps, Text } from "@mantine/core";
import { type MouseEventHandler, useId } from "react";

interface ReasonedButtonProps extends ButtonProps {
  /** Why the button cannot be used now: it is then disabled and this shows beside it. Null when it can. */
  unavailable: string | null;
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

/**
 * A button that says why when it cannot be used (no disabled button without its reason): the
 * reason stands before it, in the same row, and describes it for a screen reader.
 */
export function ReasonedButton({ unavailable, disabled, children, ...props }: ReasonedButtonProps) {
  const reasonId = useId();
  return (
    <>
      {unavailable !== null && (
        <Text id={reasonId} size="sm" c="dimmed">
          {unavailable}
        </Text>
      )}
      <Button
        {...props}
        disabled={disabled || unavailable !== null}
        aria-describedby={unavailable !== null ? reasonId : undefined}
      >
        {children}
      </Button>
    </>
  );
}

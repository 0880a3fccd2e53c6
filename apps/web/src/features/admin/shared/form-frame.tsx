import { Button, Group, Stack } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";

interface FormFrameProps {
  /** Names the form for screen readers, e.g. "Edit lesson". */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  /** Holds the submit back while something it needs is still on its way (an upload). */
  submitDisabled?: boolean;
  children: ReactNode;
}

/**
 * An admin content form's frame: the fields, then Cancel and the submit button. The browser's own
 * checks are off, so the schema's messages are the ones shown.
 */
export function FormFrame({
  label,
  onSubmit,
  onCancel,
  pending,
  submitLabel,
  submitDisabled,
  children,
}: FormFrameProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

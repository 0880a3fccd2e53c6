import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Tooltip.css";
import { ActionIcon, CopyButton, Group, TextInput, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";

interface CopyFieldProps {
  label: string;
  description?: string;
  value: string;
  /** The button's name and tooltip before copying, e.g. "Copy link". */
  copyLabel: string;
  /** The button's name once copied, e.g. "Link copied". */
  copiedLabel: string;
  /** The tooltip once copied, where it says less than the button's name. */
  copiedTooltip?: string;
  monospace?: boolean;
}

/** A one-time secret to hand over: read-only, selected whole on focus, with a copy button beside it. */
export function CopyField({
  label,
  description,
  value,
  copyLabel,
  copiedLabel,
  copiedTooltip = copiedLabel,
  monospace = false,
}: CopyFieldProps) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        label={label}
        description={description}
        value={value}
        readOnly
        flex={1}
        styles={monospace ? { input: { fontFamily: "var(--mantine-font-family-monospace)" } } : undefined}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? copiedTooltip : copyLabel} withArrow position="top" withinPortal={false}>
            <ActionIcon
              size="input-sm"
              variant={copied ? "filled" : "default"}
              color={copied ? "teal" : undefined}
              onClick={copy}
              aria-label={copied ? copiedLabel : copyLabel}
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

import "@mantine/core/styles/List.css";
import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/core/styles/VisuallyHidden.css";
import { List, ThemeIcon, VisuallyHidden } from "@mantine/core";
import { PRICING_TEXTS, type PlanInclusion } from "@scalemsp/validators";
import { IconCheck, IconX } from "@tabler/icons-react";

/**
 * A plan's lines (`planInclusions`): a green check beside what it includes, a grey cross beside
 * what it does not, the same on `/pricing`, the coaching package card and the booking dialog.
 */
export function PlanInclusionList({ lines, label }: { lines: readonly PlanInclusion[]; label?: string }) {
  return (
    <List spacing="xs" listStyleType="none" center aria-label={label}>
      {lines.map((line) => (
        <List.Item
          key={`${line.kind}-${line.text}`}
          data-included={line.included}
          icon={
            <ThemeIcon
              color={line.included ? "green" : "gray"}
              // Hollow for what is not included: the light grey fill reads as a black dot on a dark card.
              variant={line.included ? "filled" : "outline"}
              size={20}
              radius="xl"
              aria-hidden
            >
              {line.included ? <IconCheck size={12} /> : <IconX size={12} />}
            </ThemeIcon>
          }
        >
          {line.included ? null : <VisuallyHidden>{`${PRICING_TEXTS.notIncludedLabel}: `}</VisuallyHidden>}
          {line.text}
        </List.Item>
      ))}
    </List>
  );
}

import "@mantine/core/styles/Badge.css";
import { Badge, type MantineColor } from "@mantine/core";

/** A colored dot beside text in the body colour, which stays readable on any background. */
export function DotBadge({ color, children }: { color: MantineColor; children: string }) {
  return (
    <Badge color={color} variant="dot" miw="max-content" style={{ flexShrink: 0 }}>
      {children}
    </Badge>
  );
}

/** Whether a business, user, course, lesson or resource is active: one look everywhere. */
export function StatusBadge({ active }: { active: boolean }) {
  return <DotBadge color={active ? "green" : "red"}>{active ? "Active" : "Inactive"}</DotBadge>;
}

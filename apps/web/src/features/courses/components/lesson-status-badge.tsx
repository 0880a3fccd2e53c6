import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";
import type { LessonStatus } from "@scalemsp/validators";
import { LESSON_STATUS_LABELS } from "@scalemsp/validators";

// Each pairing keeps its text at 4.5:1 or more against its background.
// "default" and the light-dark text pair follow the color scheme, so both themes stay readable.
const STYLES: Record<
  LessonStatus,
  { variant: "light" | "filled" | "default"; color?: string; text?: string }
> = {
  not_started: { variant: "default" },
  in_progress: {
    variant: "light",
    color: "blue",
    text: "light-dark(var(--mantine-color-blue-9), var(--mantine-color-blue-2))",
  },
  completed: { variant: "filled", color: "teal.9" },
};

export function LessonStatusBadge({ status, className }: { status: LessonStatus; className?: string }) {
  const { variant, color, text } = STYLES[status];
  return (
    <Badge variant={variant} color={color} c={text} className={className} data-testid="lesson-status">
      {LESSON_STATUS_LABELS[status]}
    </Badge>
  );
}

import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";
import type { LessonStatus } from "@scalemsp/validators";
import { LESSON_STATUS_LABELS } from "../course-view";

// Each pairing keeps its text at 4.5:1 or more against its background.
const STYLES: Record<LessonStatus, { variant: "light" | "filled"; color: string; text?: string }> = {
  not_started: { variant: "light", color: "gray", text: "gray.8" },
  in_progress: { variant: "light", color: "blue", text: "blue.9" },
  completed: { variant: "filled", color: "teal.9" },
};

export function LessonStatusBadge({ status }: { status: LessonStatus }) {
  const { variant, color, text } = STYLES[status];
  return (
    <Badge variant={variant} color={color} c={text} data-testid="lesson-status">
      {LESSON_STATUS_LABELS[status]}
    </Badge>
  );
}

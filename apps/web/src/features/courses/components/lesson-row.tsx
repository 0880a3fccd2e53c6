import "@mantine/core/styles/ThemeIcon.css";
import { Stack, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { formatDuration, LESSON_CONTENT_TYPE_LABELS, type LessonContentType } from "@scalemsp/validators";
import {
  IconChecklist,
  IconFileText,
  IconFileTypePdf,
  IconPlayerPlay,
  IconReportAnalytics,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import type { Lesson } from "../types";
import { LessonStatusBadge } from "./lesson-status-badge";
import classes from "./lesson-row.module.css";

const CONTENT_ICONS: Record<LessonContentType, ComponentType<{ size?: number; "aria-hidden"?: boolean }>> = {
  text: IconFileText,
  video: IconPlayerPlay,
  pdf: IconFileTypePdf,
  quiz: IconChecklist,
  assessment: IconReportAnalytics,
};

/**
 * A lesson in the course's list, opening it. Its status follows its title and kind, as a
 * screen reader reads the button; on a phone it sits under them (lesson-row.module.css).
 */
export function LessonRow({
  lesson,
  number,
  onOpen,
}: {
  lesson: Lesson;
  number: number;
  onOpen: (l: Lesson) => void;
}) {
  const Icon = CONTENT_ICONS[lesson.contentType];
  return (
    <UnstyledButton
      onClick={() => onOpen(lesson)}
      w="100%"
      p="sm"
      data-testid="lesson-row"
      style={{
        border: "1px solid var(--mantine-color-default-border)",
        borderRadius: "var(--mantine-radius-md)",
      }}
    >
      <div className={classes.row}>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden className={classes.icon}>
          <Icon size={18} aria-hidden />
        </ThemeIcon>
        <Stack gap={2} className={classes.text}>
          <Text fw={600} size="sm">
            {number}. {lesson.title}
          </Text>
          <Text size="xs" c="dimmed">
            {LESSON_CONTENT_TYPE_LABELS[lesson.contentType]} · {formatDuration(lesson.duration)}
          </Text>
        </Stack>
        <LessonStatusBadge status={lesson.status} className={classes.status} />
      </div>
    </UnstyledButton>
  );
}

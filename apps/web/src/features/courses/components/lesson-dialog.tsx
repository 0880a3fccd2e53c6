import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Badge.css";
import { Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconCircleCheck } from "@tabler/icons-react";
import type { LessonStatus } from "@scalemsp/validators";
import { CONTRAST_VARS } from "../../layout/components/app-layout";
import { CONTENT_TYPE_LABELS, LESSON_STATUS_LABELS, completeButtonLabel } from "../course-view";
import { formatDuration } from "../format-duration";
import type { Lesson } from "../types";
import { LessonContent } from "./lesson-content";
import { LessonStatusBadge } from "./lesson-status-badge";

interface LessonDialogProps {
  /** The lesson as the list now has it (its status follows saves). */
  lesson: Lesson | null;
  statusWhenOpened: LessonStatus;
  onClose: () => void;
  onComplete: (lesson: Lesson) => void;
  isCompleting: boolean;
}

export function LessonDialog({
  lesson,
  statusWhenOpened,
  onClose,
  onComplete,
  isCompleting,
}: LessonDialogProps) {
  const phone = useMediaQuery("(max-width: 36em)", false, { getInitialValueInEffect: false });
  return (
    <Modal.Root opened={lesson !== null} onClose={onClose} size="xl" fullScreen={phone} style={CONTRAST_VARS}>
      <Modal.Overlay />
      <Modal.Content>
        {/* A div, not Mantine's <header>: a second banner landmark would confuse screen readers. */}
        <Modal.Header component="div">
          <Modal.Title fz="xl" fw={700}>
            {lesson?.title}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close lesson" />
        </Modal.Header>
        <Modal.Body>
          {lesson ? (
            <Stack gap="md">
              <Group gap="xs">
                <Badge variant="outline" color="gray" c="gray.8">
                  {CONTENT_TYPE_LABELS[lesson.contentType]}
                </Badge>
                <Text size="sm" c="dimmed">
                  {formatDuration(lesson.duration)}
                </Text>
                <LessonStatusBadge status={lesson.status} />
              </Group>
              {lesson.description ? <Text c="dimmed">{lesson.description}</Text> : null}
              <LessonContent lesson={lesson} />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose}>
                  Close
                </Button>
                {/* One button throughout, so focus stays on it when the lesson becomes completed. */}
                <Button
                  color={lesson.status === "completed" ? "teal.9" : undefined}
                  leftSection={<IconCircleCheck size={18} aria-hidden />}
                  onClick={() => {
                    if (lesson.status !== "completed") onComplete(lesson);
                  }}
                  loading={isCompleting}
                  data-disabled={lesson.status === "completed" || undefined}
                  aria-disabled={lesson.status === "completed" || undefined}
                >
                  {lesson.status === "completed"
                    ? LESSON_STATUS_LABELS.completed
                    : completeButtonLabel(statusWhenOpened)}
                </Button>
              </Group>
            </Stack>
          ) : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

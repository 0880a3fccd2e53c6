import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Badge.css";
import { Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useRef } from "react";
import { IconArrowRight, IconCircleCheck } from "@tabler/icons-react";
import type { LessonStatus } from "@scalemsp/validators";
import { formatDuration, LESSON_CONTENT_TYPE_LABELS, LESSON_STATUS_LABELS } from "@scalemsp/validators";
import { CONTRAST_VARS } from "../../../layout/app-layout";
import { completeButtonLabel } from "../course-view";
import type { Lesson } from "../types";
import { LessonContent } from "./lesson-content";
import { LessonQuiz } from "./lesson-quiz";
import { LessonStatusBadge } from "./lesson-status-badge";

interface LessonDialogProps {
  /** The lesson as the list now has it (its status follows saves). */
  lesson: Lesson | null;
  statusWhenOpened: LessonStatus;
  onClose: () => void;
  onComplete: (lesson: Lesson) => void;
  isCompleting: boolean;
  /** The course's next lesson, offered once this one is completed. */
  nextLesson: Lesson | null;
  onNext: (lesson: Lesson) => void;
}

/** Quiz and assessment lessons are answered; their questions complete them (contract §12). */
const isScored = (lesson: Lesson) => lesson.contentType === "quiz" || lesson.contentType === "assessment";

/**
 * Room below the dialog's buttons for the completion toast (bottom corner, about 80 px high), so
 * scrolled to its end the dialog keeps its buttons clear of it.
 */
const TOAST_CLEARANCE = 96;

export function LessonDialog({
  lesson,
  statusWhenOpened,
  onClose,
  onComplete,
  isCompleting,
  nextLesson,
  onNext,
}: LessonDialogProps) {
  const content = useRef<HTMLDivElement>(null);
  const lessonId = lesson?.id;
  // 'Next lesson' swaps the lesson in the open dialog: it starts again at the top.
  useEffect(() => {
    if (lessonId !== undefined) content.current?.scrollTo({ top: 0 });
  }, [lessonId]);
  // Once completed, the dialog shows its end: the buttons, 'Next lesson' among them, sit above the
  // clearance the toast appears in.
  const completed = lesson?.status === "completed";
  const completedWhenOpened = statusWhenOpened === "completed";
  useEffect(() => {
    const element = content.current;
    if (completed && !completedWhenOpened && element) element.scrollTo({ top: element.scrollHeight });
  }, [completed, completedWhenOpened]);
  const phone = useMediaQuery("(max-width: 36em)", false, { getInitialValueInEffect: false });
  const actions = lesson ? (
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
      {lesson.status === "completed" && nextLesson ? (
        <Button
          rightSection={<IconArrowRight size={18} aria-hidden />}
          aria-label={`Next lesson: ${nextLesson.title}`}
          onClick={() => onNext(nextLesson)}
        >
          Next lesson
        </Button>
      ) : null}
    </Group>
  ) : null;
  return (
    <Modal.Root opened={lesson !== null} onClose={onClose} size="xl" fullScreen={phone} style={CONTRAST_VARS}>
      <Modal.Overlay />
      <Modal.Content ref={content}>
        {/* A div, not Mantine's <header>: a second banner landmark would confuse screen readers. */}
        <Modal.Header component="div">
          <Modal.Title fz="xl" fw={700}>
            {lesson?.title}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close lesson" />
        </Modal.Header>
        <Modal.Body pb={TOAST_CLEARANCE}>
          {lesson ? (
            <Stack gap="md">
              <Group gap="xs">
                <Badge variant="default">{LESSON_CONTENT_TYPE_LABELS[lesson.contentType]}</Badge>
                <Text size="sm" c="dimmed">
                  {formatDuration(lesson.duration)}
                </Text>
                <LessonStatusBadge status={lesson.status} />
              </Group>
              {lesson.description ? <Text c="dimmed">{lesson.description}</Text> : null}
              <LessonContent lesson={lesson} />
              {isScored(lesson) ? (
                <LessonQuiz key={lesson.id} lessonId={lesson.id} fallback={actions} />
              ) : (
                actions
              )}
            </Stack>
          ) : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

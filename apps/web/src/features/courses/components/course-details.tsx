import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Tooltip.css";
import "@mantine/core/styles/RingProgress.css";
import { Badge, Group, Paper, RingProgress, Stack, Text, Title } from "@mantine/core";
import {
  coursePercent,
  courseProgressCounts,
  formatDuration,
  PLAN_LABELS,
  formatCount,
} from "@scalemsp/validators";
import { useQuery } from "@tanstack/react-query";
import { type Ref, lazy, useRef, useState } from "react";
import { DeferredDialogs } from "../../../components/deferred-dialogs";
import type { LessonStatus } from "@scalemsp/validators";
import { useTRPC } from "../../../lib/trpc";
import { useLessonProgress } from "../hooks/use-lesson-progress";
import type { Course, Lesson } from "../types";
import { LessonRow } from "./lesson-row";
import { LessonsLoading } from "./lessons-loading";

// The lesson dialog loads after the first render: the course list does not wait for it.
const LessonDialog = lazy(() => import("./lesson-dialog").then((m) => ({ default: m.LessonDialog })));

interface CourseDetailsProps {
  course: Course;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The selected course: its details, its progress ring and its lessons, each opening in a dialog. */
export function CourseDetails({ course, headingRef }: CourseDetailsProps) {
  const trpc = useTRPC();
  const lessonsQuery = useQuery(trpc.modules.lessons.queryOptions({ id: course.id }));
  const { startLesson, completeLesson, isCompleting } = useLessonProgress();
  const [open, setOpen] = useState<{ id: number; statusWhenOpened: LessonStatus } | null>(null);

  const lessons = lessonsQuery.data;
  // The loaded lessons are the freshest reading of the course's progress.
  const percent = lessons ? coursePercent(courseProgressCounts(lessons)) : course.percent;
  const openIndex = lessons?.findIndex((lesson) => lesson.id === open?.id) ?? -1;
  const openLesson = lessons?.[openIndex] ?? null;
  const nextLesson = openIndex >= 0 ? (lessons?.[openIndex + 1] ?? null) : null;

  // Where focus goes back when the dialog closes. Kept here, not left to the dialog: its code
  // may arrive after it opened, and a dialog mounted already open knows of no element to return to.
  const openedFrom = useRef<HTMLElement | null>(null);
  const onOpen = (lesson: Lesson) => {
    if (open === null && document.activeElement instanceof HTMLElement)
      openedFrom.current = document.activeElement;
    setOpen({ id: lesson.id, statusWhenOpened: lesson.status });
    if (lesson.status === "not_started") startLesson(lesson);
  };

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="nowrap" gap="md">
          <Stack gap="xs" style={{ minWidth: 0 }}>
            <Title
              order={2}
              ref={headingRef}
              tabIndex={-1}
              // Clear of the fixed header when scrolled into view.
              style={{ outline: "none", scrollMarginTop: 72 }}
            >
              {course.title}
            </Title>
            <Group gap="xs">
              <Badge
                variant="light"
                c="light-dark(var(--mantine-color-indigo-9), var(--mantine-color-indigo-3))"
              >
                {PLAN_LABELS[course.requiredPlanLevel]}
              </Badge>
              <Text size="sm" c="dimmed">
                {formatCount(course.lessonCount, "lesson", "lessons")} ·{" "}
                {formatDuration(course.durationMinutes)}
              </Text>
            </Group>
          </Stack>
          <CourseProgressRing percent={percent} />
        </Group>
        <Text>{course.description}</Text>

        <Stack gap="sm">
          <Title order={3} size="h4">
            Lessons
          </Title>
          {lessons === undefined ? (
            <LessonsLoading
              failed={lessonsQuery.isError}
              onRetry={() => void lessonsQuery.refetch()}
              label="Loading lessons"
              rows={4}
              rowHeight={56}
            />
          ) : lessons.length > 0 ? (
            <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: "none" }}>
              {lessons.map((lesson, index) => (
                <li key={lesson.id}>
                  <LessonRow lesson={lesson} number={index + 1} onOpen={onOpen} />
                </li>
              ))}
            </Stack>
          ) : (
            <Text c="dimmed">This course has no lessons yet.</Text>
          )}
        </Stack>
      </Stack>

      <DeferredDialogs>
        <LessonDialog
          lesson={openLesson}
          statusWhenOpened={open?.statusWhenOpened ?? "not_started"}
          onClose={() => {
            setOpen(null);
            const from = openedFrom.current;
            openedFrom.current = null;
            // After the dialog's own focus handling, as Mantine returns focus.
            if (from) setTimeout(() => from.focus({ preventScroll: true }), 10);
          }}
          onComplete={completeLesson}
          isCompleting={isCompleting}
          nextLesson={nextLesson}
          onNext={onOpen}
        />
      </DeferredDialogs>
    </Paper>
  );
}

/**
 * The course's progress as a ring, its word inside it: no taller than the course's heading and
 * badge beside it, so no gap opens above the description.
 */
export function CourseProgressRing({ percent }: { percent: number }) {
  return (
    <RingProgress
      role="img"
      aria-label={`Course progress: ${percent}%`}
      size={84}
      thickness={8}
      roundCaps={percent > 0}
      sections={[{ value: percent, color: percent === 100 ? "green" : "indigo" }]}
      style={{ flexShrink: 0 }}
      label={
        <Stack gap={0} align="center" aria-hidden>
          <Text fw={700} size="md" lh={1.2}>
            {percent}%
          </Text>
          <Text fz={10} c="dimmed" lh={1.2}>
            Complete
          </Text>
        </Stack>
      }
    />
  );
}

import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Alert, Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { LESSON_CONTENT_TYPE_LABELS, PLAN_MESSAGES, formatCount, formatDuration } from "@scalemsp/validators";
import { IconLock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { Ref } from "react";
import { ButtonLink } from "../../../components/router-links";
import { useTRPC } from "../../../lib/trpc";
import { lockBadge } from "../course-view";
import type { Course } from "../types";
import { LessonsLoading } from "./lessons-loading";

/**
 * A locked course's preview (contract §13 'locked course outline'): what it covers, its lessons'
 * titles and durations, and what unlocks it, with the way to the plans. No lesson opens here.
 */
export function CourseOutline({
  course,
  headingRef,
}: {
  course: Course;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const trpc = useTRPC();
  const outlineQuery = useQuery(trpc.modules.outline.queryOptions({ id: course.id }));
  const outline = outlineQuery.data;
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" data-testid="course-outline">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={2} ref={headingRef} tabIndex={-1} style={{ outline: "none", scrollMarginTop: 72 }}>
            {course.title}
          </Title>
          <Group gap="xs">
            <Badge color="red.9" variant="filled" leftSection={<IconLock size={12} aria-hidden />}>
              {lockBadge(course)}
            </Badge>
            <Text size="sm" c="dimmed">
              {formatCount(course.lessonCount, "lesson", "lessons")} ·{" "}
              {formatDuration(course.durationMinutes)}
            </Text>
          </Group>
        </Stack>
        <Text>{course.description}</Text>
        {outline === undefined ? (
          <LessonsLoading
            failed={outlineQuery.isError}
            onRetry={() => void outlineQuery.refetch()}
            label="Loading the course outline"
            rows={3}
            rowHeight={40}
          />
        ) : (
          <>
            {outline.unlock ? (
              <Alert
                variant="light"
                color="indigo"
                icon={<IconLock aria-hidden />}
                data-testid="course-unlock"
              >
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">{outline.unlock}</Text>
                  <ButtonLink to="/pricing" size="xs">
                    {PLAN_MESSAGES.seePlans}
                  </ButtonLink>
                </Stack>
              </Alert>
            ) : null}
            <Stack gap="sm">
              <Title order={3} size="h4">
                Lessons
              </Title>
              {outline.lessons.length > 0 ? (
                <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: "none" }}>
                  {outline.lessons.map((lesson, index) => (
                    <Group
                      key={lesson.id}
                      component="li"
                      wrap="nowrap"
                      gap="sm"
                      p="sm"
                      data-testid="outline-lesson"
                      style={{
                        border: "1px solid var(--mantine-color-default-border)",
                        borderRadius: "var(--mantine-radius-md)",
                      }}
                    >
                      <ThemeIcon variant="light" color="gray" size="lg" radius="md" aria-hidden>
                        <IconLock size={18} />
                      </ThemeIcon>
                      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                        <Text fw={600} size="sm">
                          {index + 1}. {lesson.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {LESSON_CONTENT_TYPE_LABELS[lesson.contentType]} · {formatDuration(lesson.duration)}
                        </Text>
                      </Stack>
                    </Group>
                  ))}
                </Stack>
              ) : (
                <Text c="dimmed">This course has no lessons yet.</Text>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}

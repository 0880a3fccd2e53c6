import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Progress.css";
import { Badge, Card, Group, Progress, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconClock, IconLock } from "@tabler/icons-react";
import { PLAN_MESSAGES, formatDuration, formatCount } from "@scalemsp/validators";
import { AnchorLink } from "../../../components/router-links";
import { CoverImage } from "../../../components/cover-image";
import { lockBadge } from "../course-view";
import type { Course } from "../types";

function CourseMeta({ course }: { course: Course }) {
  return (
    <Group gap="xs" c="dimmed" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {formatCount(course.lessonCount, "lesson", "lessons")}
      </Text>
      <Text size="xs" c="dimmed" aria-hidden>
        ·
      </Text>
      <Group gap={4} wrap="nowrap">
        <IconClock size={14} aria-hidden />
        <Text size="xs" c="dimmed">
          {formatDuration(course.durationMinutes)}
        </Text>
      </Group>
    </Group>
  );
}

interface CourseCardProps {
  course: Course;
  selected: boolean;
  onSelect: (id: number) => void;
  /** What unlocks a locked course (plans by name); null for an open one. */
  unlock: string | null;
  /** The page's first cover (the cards above may have none): it loads at once (see CoverImage). */
  firstCover?: boolean;
}

/**
 * An accessible course is a button that opens it; a locked one opens its outline, says what
 * unlocks it and links to the plans.
 */
export function CourseCard({ course, selected, onSelect, unlock, firstCover = false }: CourseCardProps) {
  const badge = lockBadge(course);
  if (badge) {
    return (
      <Card
        withBorder
        padding={0}
        bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-7))"
        data-testid="course-card"
        data-locked="true"
        style={selected ? { borderColor: "var(--mantine-primary-color-filled)", borderWidth: 2 } : undefined}
      >
        <CoverImage src={course.thumbnailUrl} priority={firstCover} />
        <UnstyledButton p="md" pb="xs" onClick={() => onSelect(course.id)} aria-pressed={selected} w="100%">
          <Stack gap={6}>
            <Text fw={600}>{course.title}</Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {course.description}
            </Text>
            <Group justify="space-between" gap="xs">
              <CourseMeta course={course} />
              {/* An offer, not a fault: the brand's quiet tint, in the words the spec gives. */}
              <Badge
                variant="light"
                tt="none"
                data-testid="lock-badge"
                leftSection={<IconLock size={12} aria-hidden />}
              >
                {badge}
              </Badge>
            </Group>
          </Stack>
        </UnstyledButton>
        <Text size="xs" px="md" pb="md">
          {unlock}{" "}
          <AnchorLink
            to="/pricing"
            size="xs"
            fw={600}
            aria-label={`${PLAN_MESSAGES.seePlans}: ${course.title}`}
          >
            {PLAN_MESSAGES.seePlans}
          </AnchorLink>
        </Text>
      </Card>
    );
  }
  return (
    <Card
      withBorder
      padding={0}
      data-testid="course-card"
      style={selected ? { borderColor: "var(--mantine-primary-color-filled)", borderWidth: 2 } : undefined}
    >
      <CoverImage src={course.thumbnailUrl} priority={firstCover} />
      <UnstyledButton p="md" onClick={() => onSelect(course.id)} aria-pressed={selected} w="100%">
        <Stack gap={6}>
          <Text fw={600}>{course.title}</Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {course.description}
          </Text>
          <CourseMeta course={course} />
          <Group gap="xs" wrap="nowrap">
            <Progress
              value={course.percent}
              size="sm"
              style={{ flex: 1 }}
              aria-label={`${course.title} progress`}
            />
            <Text size="xs" c="dimmed" w={36} ta="right">
              {course.percent}%
            </Text>
          </Group>
        </Stack>
      </UnstyledButton>
    </Card>
  );
}

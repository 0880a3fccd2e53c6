import "@mantine/core/styles/Progress.css";
import { Group, Progress, Stack, Text } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";
import { AnchorLink } from "../../../components/router-links";

export type CourseProgress = inferRouterOutputs<AppRouter>["progress"]["summary"][number];

/** Started courses, each with its bar and lesson count, linking to the course. */
export function CourseProgressList({ courses }: { courses: readonly CourseProgress[] }) {
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {courses.map((course) => (
        <li key={course.moduleId}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <AnchorLink to="/courses" search={{ course: course.moduleId }} fw={600} size="sm">
                {course.title}
              </AnchorLink>
              <Text size="sm" fw={600}>
                {course.percent}%
              </Text>
            </Group>
            <Progress
              value={course.percent}
              color={course.percent === 100 ? "teal" : "indigo"}
              aria-label={`${course.title} progress`}
            />
            <Text size="xs" c="dimmed">
              {course.completedLessons} of {course.totalLessons} lessons completed
            </Text>
          </Stack>
        </li>
      ))}
    </Stack>
  );
}

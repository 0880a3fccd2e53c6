import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Skeleton.css";
import { Button, Card, Grid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { ButtonLink } from "../../../components/router-links";
import { useTRPC } from "../../../lib/trpc";
import { CourseProgressList, type CourseProgress } from "./course-progress-list";

function CourseGroup({
  id,
  title,
  empty,
  courses,
}: {
  id: string;
  title: string;
  empty: string;
  courses: CourseProgress[];
}) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={3} size="h4" id={id}>
          {title} ({courses.length})
        </Title>
        {courses.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <CourseProgressList courses={courses} />
        )}
      </Stack>
    </Card>
  );
}

/** The dashboard's Learning tab (contract §11): the caller's courses in progress and completed. */
export function LearningPanel() {
  const trpc = useTRPC();
  const summary = useQuery(trpc.progress.summary.queryOptions());
  if (summary.isPending)
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading your courses">
        {[0, 1].map((key) => (
          <Skeleton key={key} height={120} />
        ))}
      </Stack>
    );
  if (summary.isError)
    return (
      <Stack gap="xs" align="flex-start" role="alert">
        <Text size="sm" c="red.9">
          Your courses could not be loaded.
        </Text>
        <Button size="xs" variant="default" onClick={() => void summary.refetch()}>
          Retry
        </Button>
      </Stack>
    );
  const inProgress = summary.data.filter((course) => course.percent < 100);
  const completed = summary.data.filter((course) => course.percent === 100);
  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <CourseGroup
            id="learning-in-progress"
            title="In progress"
            empty="No course in progress. Start one from the course library."
            courses={inProgress}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <CourseGroup
            id="learning-completed"
            title="Completed"
            empty="Courses you finish appear here."
            courses={completed}
          />
        </Grid.Col>
      </Grid>
      <div>
        <ButtonLink to="/courses" variant="light">
          Browse all courses
        </ButtonLink>
      </div>
    </Stack>
  );
}

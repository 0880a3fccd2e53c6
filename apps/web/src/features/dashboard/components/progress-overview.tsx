import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Skeleton.css";
import { Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconBook } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { AnchorLink, ButtonLink } from "../../../components/router-links";
import { useTRPC } from "../../../lib/trpc";
import { CourseProgressList } from "./course-progress-list";

/** The member's real progress: the accessible courses they have started (progress.summary). */
export function ProgressOverview() {
  const trpc = useTRPC();
  const summary = useQuery(trpc.progress.summary.queryOptions());

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="progress-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="progress-title">
            Your Learning Progress
          </Title>
          <AnchorLink to="/courses" size="sm">
            All courses
          </AnchorLink>
        </Group>
        {summary.data === undefined && !summary.isError ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading your progress">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={44} />
            ))}
          </Stack>
        ) : summary.data === undefined ? (
          <Stack gap="xs" align="flex-start" role="alert">
            <Text size="sm" c="light-dark(var(--mantine-color-red-9), var(--mantine-color-red-3))">
              Your progress could not be loaded.
            </Text>
            <Button size="xs" variant="default" onClick={() => void summary.refetch()}>
              Retry
            </Button>
          </Stack>
        ) : summary.data.length === 0 ? (
          <Stack gap="sm" align="center" ta="center" py="md">
            <IconBook size={36} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text c="dimmed">You have not started a course yet.</Text>
            <ButtonLink to="/courses" variant="light">
              Browse courses
            </ButtonLink>
          </Stack>
        ) : (
          <CourseProgressList courses={summary.data} />
        )}
      </Stack>
    </Card>
  );
}

import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Button, Skeleton, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { COURSE_MESSAGES } from "@scalemsp/validators";

/**
 * What a course's lesson list shows before it has its lessons: skeleton rows while they load,
 * or the failure with a retry.
 */
export function LessonsLoading({
  failed,
  onRetry,
  label,
  rows,
  rowHeight,
}: {
  failed: boolean;
  onRetry: () => void;
  /** The loading list's accessible name. */
  label: string;
  rows: number;
  rowHeight: number;
}) {
  if (failed) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{COURSE_MESSAGES.lessonsFailed}</Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            {COURSE_MESSAGES.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, key) => (
        <Skeleton key={key} height={rowHeight} radius="md" />
      ))}
    </Stack>
  );
}

import "@mantine/core/styles/Skeleton.css";
import { Skeleton, Stack } from "@mantine/core";
import { COURSE_MESSAGES } from "@scalemsp/validators";
import { LoadError } from "../../../components/load-error";

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
    return <LoadError message={COURSE_MESSAGES.lessonsFailed} onRetry={onRetry} />;
  }
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, key) => (
        <Skeleton key={key} height={rowHeight} radius="md" />
      ))}
    </Stack>
  );
}

import { Text } from "@mantine/core";
import { formatDate } from "@scalemsp/validators";

/**
 * The day an issue went out. In UTC: the server renders the page and the browser hydrates it,
 * wherever each is, so both must write the same day.
 */
export function IssueDate({ sentAt }: { sentAt: string }) {
  return (
    <Text size="sm" c="dimmed">
      <time dateTime={sentAt}>{formatDate(sentAt, { timeZone: "UTC" })}</time>
    </Text>
  );
}

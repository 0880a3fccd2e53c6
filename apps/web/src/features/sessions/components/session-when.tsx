import { Group, Text } from "@mantine/core";
import { sessionWhen } from "@scalemsp/validators";
import { IconCalendarEvent } from "@tabler/icons-react";

/** A session's day and times in the viewer's zone, the zone named. */
export function SessionWhen({
  startsAt,
  endsAt,
  timeZone,
}: {
  startsAt: string;
  endsAt: string;
  timeZone: string;
}) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">
        <time dateTime={startsAt}>{sessionWhen(startsAt, endsAt, timeZone)}</time>
      </Text>
    </Group>
  );
}

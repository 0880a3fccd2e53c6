import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/CheckboxCard.css";
import "@mantine/core/styles/CheckboxIndicator.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Badge.css";
import { Badge, Checkbox, Group, Stack, Text } from "@mantine/core";
import { ACTION_ITEM_TEXTS as T, formatDate } from "@scalemsp/validators";
import { useId } from "react";

/** What a row shows of an action item (contract §15). */
export interface ActionItemView {
  id: number;
  title: string;
  dueDate: string | null;
  assignee: { id: number; name: string } | null;
  status: "open" | "done";
  overdue: boolean;
}

/** A calendar date (`YYYY-MM-DD`) as written, whatever the viewer's zone. */
export const formatDueDate = (date: string) => formatDate(`${date}T12:00:00Z`, { timeZone: "UTC" });

/**
 * One action item with the checkbox that ticks it off (or opens it again): named for the item,
 * so a screen reader says what it marks; its due date, an overdue mark, and whom it is for.
 */
export function ActionItemRow({
  item,
  onToggle,
  pending = false,
}: {
  item: ActionItemView;
  onToggle: (item: ActionItemView) => void;
  pending?: boolean;
}) {
  const detailsId = useId();
  const done = item.status === "done";
  const hasDetails = item.dueDate !== null || item.assignee !== null || item.overdue;
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" data-testid="action-item">
      <Checkbox
        mt={2}
        checked={done}
        disabled={pending}
        onChange={() => onToggle(item)}
        aria-label={done ? T.markOpen(item.title) : T.markDone(item.title)}
        aria-describedby={hasDetails ? detailsId : undefined}
      />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text
          size="sm"
          td={done ? "line-through" : undefined}
          c={done ? "dimmed" : undefined}
          style={{ overflowWrap: "anywhere" }}
        >
          {item.title}
        </Text>
        {hasDetails ? (
          <Group gap={6} id={detailsId}>
            {item.overdue ? (
              <Badge color="red" variant="light" size="sm">
                {T.overdue}
              </Badge>
            ) : null}
            {item.dueDate ? (
              <Text size="xs" c={item.overdue ? "red" : "dimmed"}>
                {T.due(formatDueDate(item.dueDate))}
              </Text>
            ) : null}
            {item.assignee ? (
              <Text size="xs" c="dimmed">
                {T.assignedTo(item.assignee.name)}
              </Text>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
}

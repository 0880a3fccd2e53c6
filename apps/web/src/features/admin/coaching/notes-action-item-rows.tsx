import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/Fieldset.css";
import { ActionIcon, Button, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { SESSION_NOTES_TEXTS as N } from "@scalemsp/validators";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { formatDueDate } from "../../../components/action-item-row";
import { useTRPC } from "../../../lib/trpc";

/** A new action item typed with a session's notes: saved with them, for the session's business. */
export interface NotesActionItemRow {
  key: number;
  title: string;
  /** `YYYY-MM-DD`, or "" for none. */
  dueDate: string;
  /** The assignee's id as the select holds it, or "" for nobody. */
  assigneeId: string;
}

let nextKey = 1;
const emptyRow = (): NotesActionItemRow => ({ key: nextKey++, title: "", dueDate: "", assigneeId: "" });

/**
 * "Add action items": the items this session already gave, then rows of title, due date and
 * assignee (the business's active users) for new ones.
 */
export function NotesActionItemRows({
  sessionId,
  businessId,
  rows,
  onChange,
}: {
  sessionId: number;
  businessId: number;
  rows: NotesActionItemRow[];
  onChange: (rows: NotesActionItemRow[]) => void;
}) {
  const trpc = useTRPC();
  const business = useQuery(trpc.admin.businesses.get.queryOptions({ id: businessId }));
  const existing = useQuery(trpc.sessions.notes.queryOptions({ id: sessionId }));
  const given = existing.data?.actionItems ?? [];
  const people = (business.data?.users ?? []).filter((user) => user.isActive);
  const options = [
    { value: "", label: N.nobody },
    ...people.map((user) => ({ value: String(user.id), label: `${user.firstName} ${user.lastName}`.trim() })),
  ];
  const change = (key: number, fields: Partial<NotesActionItemRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...fields } : row)));

  return (
    <Fieldset legend={N.addItems} variant="unstyled">
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {N.addItemsHint}
        </Text>
        {given.length > 0 ? (
          <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={N.givenItems}>
            {given.map((item) => (
              <Text
                key={item.id}
                component="li"
                size="sm"
                td={item.status === "done" ? "line-through" : undefined}
              >
                {item.title}
                {item.assignee ? ` · ${item.assignee.name}` : ""}
                {item.dueDate ? ` · ${formatDueDate(item.dueDate)}` : ""}
              </Text>
            ))}
          </Stack>
        ) : null}
        {rows.map((row, index) => (
          <Group key={row.key} gap="xs" align="flex-end" wrap="wrap" data-testid="notes-action-item-row">
            <TextInput
              label={N.itemTitle}
              value={row.title}
              maxLength={200}
              onChange={(event) => change(row.key, { title: event.currentTarget.value })}
              style={{ flex: "2 1 12rem" }}
            />
            <TextInput
              type="date"
              label={N.itemDueDate}
              value={row.dueDate}
              onChange={(event) => change(row.key, { dueDate: event.currentTarget.value })}
              style={{ flex: "1 1 9rem" }}
            />
            <NativeSelect
              label={N.itemAssignee}
              data={options}
              value={row.assigneeId}
              onChange={(event) => change(row.key, { assigneeId: event.currentTarget.value })}
              style={{ flex: "1 1 9rem" }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={N.removeRow(index + 1)}
              onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...rows, emptyRow()])}
        >
          {N.addRow}
        </Button>
      </Stack>
    </Fieldset>
  );
}

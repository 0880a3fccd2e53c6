import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/Fieldset.css";
import { ActionIcon, Button, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { SESSION_NOTES_TEXTS as N } from "@scalemsp/validators";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
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

/** "Add action items": rows of title, due date and assignee (the business's active users). */
export function NotesActionItemRows({
  businessId,
  rows,
  onChange,
}: {
  businessId: number;
  rows: NotesActionItemRow[];
  onChange: (rows: NotesActionItemRow[]) => void;
}) {
  const trpc = useTRPC();
  const business = useQuery(trpc.admin.businesses.get.queryOptions({ id: businessId }));
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

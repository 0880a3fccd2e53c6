import { Button, Group, Textarea } from "@mantine/core";
import { CONSULTATION_NOTE_MAX } from "@scalemsp/validators";

interface NoteEditorProps {
  name: string;
  saved: string;
  /** The typed text, kept by the list until the server has stored it. */
  draft: string | undefined;
  onDraftChange: (value: string) => void;
  onSave: () => void;
  saving: boolean;
}

export function NoteEditor({ name, saved, draft, onDraftChange, onSave, saving }: NoteEditorProps) {
  const value = draft ?? saved;
  const changed = draft !== undefined && draft.trim() !== saved.trim();
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Textarea
        aria-label={`Note for ${name}`}
        placeholder="Add a note"
        value={value}
        onChange={(event) => onDraftChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && changed) onSave();
        }}
        autosize
        minRows={1}
        maxRows={5}
        maxLength={CONSULTATION_NOTE_MAX}
        miw={140}
        style={{ flex: 1 }}
      />
      <Button
        size="xs"
        variant={changed ? "filled" : "default"}
        disabled={!changed}
        loading={saving}
        onClick={onSave}
        aria-label={`Save note for ${name}`}
        mt={4}
      >
        Save
      </Button>
    </Group>
  );
}

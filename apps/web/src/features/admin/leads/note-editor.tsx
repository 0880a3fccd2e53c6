import { Button, Group, Textarea } from "@mantine/core";
import { useRef } from "react";
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
  const note = useRef<HTMLTextAreaElement>(null);
  // Saved, the button goes (there is nothing to save): the note keeps the keyboard's place.
  const save = () => {
    note.current?.focus();
    onSave();
  };
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Textarea
        ref={note}
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
      {/* Only while there is something to save; Ctrl+Enter saves too. */}
      {changed || saving ? (
        <Button size="xs" loading={saving} onClick={save} aria-label={`Save note for ${name}`} mt={4}>
          Save
        </Button>
      ) : null}
    </Group>
  );
}

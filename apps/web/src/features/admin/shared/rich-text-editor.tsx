import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Tooltip.css";
import "@mantine/tiptap/styles.css";
import "@mantine/core/styles/Typography.css";
import "@mantine/core/styles/ColorSwatch.css";
import "@mantine/core/styles/ColorPicker.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Input } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { Link, RichTextEditor } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";

interface RichTextEditorFieldProps {
  label: string;
  description?: string;
  required?: boolean;
  error?: string | null;
  /** The text as HTML; "" when empty. */
  value: string;
  onChange: (html: string) => void;
  /** The editable area's test id. */
  testId?: string;
}

/**
 * Formatted text kept as HTML: lesson text, and a session's notes (contract §15). The server
 * sanitizes what it stores, both with the lesson sanitizer; the editor only produces the
 * elements its toolbar offers.
 */
export function RichTextEditorField({
  label,
  description,
  required,
  error,
  value,
  onChange,
  testId = "lesson-text-editor",
}: RichTextEditorFieldProps) {
  const id = useId();
  const editor = useEditor({
    // Mantine's Link opens its own link dialog and does not follow links while editing.
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }), Link],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(description ? { "aria-describedby": `${id}-description` } : {}),
        ...(required ? { "aria-required": "true" } : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
        "data-testid": testId,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      labelProps={{ id: `${id}-label` }}
      descriptionProps={{ id: `${id}-description` }}
    >
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={180} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

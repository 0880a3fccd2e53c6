import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/ScrollArea.css";
import { NumberInput, Select, SimpleGrid, Switch, TextInput, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import {
  adminLessonCreateInput,
  LESSON_CONTENT_TYPE_LABELS,
  LESSON_CONTENT_TYPES,
  type LessonContentType,
} from "@scalemsp/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { focusFirstError } from "../../../lib/form-focus";
import { useTRPC } from "../../../lib/trpc";
import { FormFrame } from "../shared/form-frame";
import { saveCallbacks } from "../shared/save-callbacks";
import type { AdminLesson } from "../shared/api-types";
import { RichTextEditorField } from "../shared/rich-text-editor";

const CONTENT_TYPE_OPTIONS = LESSON_CONTENT_TYPES.map((type) => ({
  value: type,
  label: LESSON_CONTENT_TYPE_LABELS[type],
}));

interface LessonFormValues {
  title: string;
  description: string;
  contentType: LessonContentType;
  contentUrl: string;
  contentText: string;
  duration: number | string;
  sortOrder: number | string;
  isActive: boolean;
}

/** Which content fields a lesson of this type shows (spec §5: video and pdf need a URL, text needs text). */
const showsUrl = (type: LessonContentType) => type !== "text";
const showsText = (type: LessonContentType) => type === "text" || type === "quiz" || type === "assessment";
const needsUrl = (type: LessonContentType) => type === "video" || type === "pdf";

const valuesOf = (lesson: AdminLesson | null): LessonFormValues => ({
  title: lesson?.title ?? "",
  description: lesson?.description ?? "",
  contentType: lesson?.contentType ?? "text",
  contentUrl: lesson?.contentUrl ?? "",
  contentText: lesson?.contentText ?? "",
  duration: lesson?.duration ?? 0,
  sortOrder: lesson?.sortOrder ?? 0,
  isActive: lesson?.isActive ?? true,
});

/** The lesson as it is sent: hidden content fields are cleared, so a type change leaves nothing stale. */
const payloadOf = (values: LessonFormValues) => ({
  title: values.title,
  description: values.description.trim() || null,
  contentType: values.contentType,
  contentUrl: showsUrl(values.contentType) ? values.contentUrl.trim() || null : null,
  contentText: showsText(values.contentType) ? values.contentText || null : null,
  duration: values.duration,
  sortOrder: values.sortOrder,
  isActive: values.isActive,
});

// The server's schema, with the module's id, checks the whole lesson (create and edit alike).
const checkLesson = schemaResolver(adminLessonCreateInput, { sync: true });

interface LessonFormProps {
  moduleId: number;
  /** null creates a new lesson. */
  lesson: AdminLesson | null;
  onDone: () => void;
  onCancel: () => void;
}

export function LessonForm({ moduleId, lesson, onDone, onCancel }: LessonFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.admin.modules.addLesson.mutationOptions());
  const update = useMutation(trpc.admin.lessons.update.mutationOptions());
  const action = lesson ? "update" : "create";

  const form = useForm<LessonFormValues>({
    mode: "controlled",
    initialValues: valuesOf(lesson),
    validate: (values) => checkLesson({ id: moduleId, ...payloadOf(values) }),
  });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.modules.lessons.queryKey({ id: moduleId }) }),
      // The course cards count lessons; members' lesson lists read the same rows.
      queryClient.invalidateQueries({ queryKey: trpc.admin.modules.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.modules.pathKey() }),
    ]);

  const submit = form.onSubmit(
    (values) => {
      const payload = payloadOf(values);
      const callbacks = saveCallbacks<AdminLesson>({ entity: "lesson", action, form, refresh, onDone });
      if (lesson) update.mutate({ id: lesson.id, ...payload }, callbacks);
      else create.mutate({ id: moduleId, ...payload }, callbacks);
    },
    (errors) => focusFirstError(form, errors),
  );

  const type = form.values.contentType;
  const pending = create.isPending || update.isPending;

  return (
    <FormFrame
      label={lesson ? "Edit lesson" : "New lesson"}
      onSubmit={submit}
      onCancel={onCancel}
      pending={pending}
      submitLabel={lesson ? "Save lesson" : "Create lesson"}
    >
      <TextInput label="Title" required data-autofocus {...form.getInputProps("title")} />
      <Textarea
        label="Description (optional)"
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps("description")}
      />
      <Select
        label="Content type"
        data={CONTENT_TYPE_OPTIONS}
        allowDeselect={false}
        required
        {...form.getInputProps("contentType")}
      />
      {showsUrl(type) ? (
        <TextInput
          label={needsUrl(type) ? "Content URL" : "Content URL (optional)"}
          description={
            type === "pdf" ? "A link to the PDF" : type === "video" ? "A link to the video" : undefined
          }
          placeholder="https://…"
          inputMode="url"
          required={needsUrl(type)}
          {...form.getInputProps("contentUrl")}
        />
      ) : null}
      {showsText(type) ? (
        <RichTextEditorField
          label={type === "text" ? "Content" : "Content (optional)"}
          description="Shown to members as formatted text"
          required={type === "text"}
          value={form.values.contentText}
          onChange={(html) => form.setFieldValue("contentText", html)}
          error={form.errors.contentText as string | undefined}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label="Duration (minutes)"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("duration")}
        />
        <NumberInput
          label="Sort order"
          description="Lower numbers come first"
          allowDecimal={false}
          {...form.getInputProps("sortOrder")}
        />
      </SimpleGrid>
      <Switch
        label="Active (members can open this lesson)"
        {...form.getInputProps("isActive", { type: "checkbox" })}
      />
    </FormFrame>
  );
}

import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/Fieldset.css";
import {
  Anchor,
  FileInput,
  Fieldset,
  Group,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import { type FormErrors, schemaResolver, useForm } from "@mantine/form";
import {
  ADMIN_MESSAGES,
  adminResourceCreateInput,
  PLAN_LABELS,
  PLAN_LEVELS,
  type PlanLevel,
  RESOURCE_TYPE_LABELS,
  RESOURCE_TYPES,
  type ResourceType,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
} from "@scalemsp/validators";
import { IconUpload } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { focusFirstError } from "../../../lib/form-focus";
import { notifyError } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { renameErrors } from "../shared/form-errors";
import { ImageUploadField } from "../../../components/image-upload-field";
import { FormFrame } from "../shared/form-frame";
import { saveCallbacks } from "../shared/save-callbacks";
import type { AdminResource } from "../shared/api-types";
import { CategoryField } from "./category-field";
import { UploadFailure, uploadFile } from "../shared/upload";

type FileSource = "upload" | "link";

interface ResourceFormValues {
  title: string;
  description: string;
  type: ResourceType;
  accessLevel: PlanLevel;
  categoryId: string | null;
  featured: boolean;
  isActive: boolean;
  source: FileSource;
  /** The stored file: a fresh upload, or the resource's current /uploads or /downloads file. */
  uploadUrl: string;
  uploadName: string;
  linkUrl: string;
  linkName: string;
  /** The card's picture: an uploaded image, or the resource's older link to one. */
  thumbnailUrl: string | null;
}

const TYPE_OPTIONS = RESOURCE_TYPES.map((type) => ({ value: type, label: RESOURCE_TYPE_LABELS[type] }));
const PLAN_OPTIONS = PLAN_LEVELS.map((level) => ({ value: level, label: PLAN_LABELS[level] }));
const ACCEPT = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(",");
const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

function valuesOf(resource: AdminResource | null): ResourceFormValues {
  const local = resource ? resource.fileUrl.startsWith("/") : true;
  return {
    title: resource?.title ?? "",
    description: resource?.description ?? "",
    type: resource?.type ?? "document",
    accessLevel: resource?.accessLevel ?? "free",
    categoryId: resource?.categoryId ? String(resource.categoryId) : null,
    featured: resource?.featured ?? false,
    isActive: resource?.isActive ?? true,
    source: local ? "upload" : "link",
    uploadUrl: resource && local ? resource.fileUrl : "",
    uploadName: resource && local ? resource.fileName : "",
    linkUrl: resource && !local ? resource.fileUrl : "",
    linkName: resource && !local ? resource.fileName : "",
    thumbnailUrl: resource?.thumbnailUrl ?? null,
  };
}

const payloadOf = (values: ResourceFormValues) => ({
  title: values.title,
  description: values.description,
  type: values.type,
  accessLevel: values.accessLevel,
  featured: values.featured,
  isActive: values.isActive,
  categoryId: values.categoryId ? Number(values.categoryId) : null,
  fileUrl: values.source === "upload" ? values.uploadUrl : values.linkUrl.trim(),
  fileName: values.source === "upload" ? values.uploadName : values.linkName.trim(),
  thumbnailUrl: values.thumbnailUrl,
});

/** Where a payload field's error shows: the file picker, or the link's own fields. */
const fieldMapOf = (source: FileSource): Record<string, string> =>
  source === "upload"
    ? { fileUrl: "upload", fileName: "upload" }
    : { fileUrl: "linkUrl", fileName: "linkName" };

const checkResource = schemaResolver(adminResourceCreateInput, { sync: true });

function validate(values: ResourceFormValues): FormErrors {
  const errors = renameErrors(checkResource(payloadOf(values)), fieldMapOf(values.source));
  return errors;
}

interface ResourceFormProps {
  resource: AdminResource | null;
  onDone: () => void;
  onCancel: () => void;
}

export function ResourceForm({ resource, onDone, onCancel }: ResourceFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.admin.resources.create.mutationOptions());
  const update = useMutation(trpc.admin.resources.update.mutationOptions());
  const action = resource ? "update" : "create";
  const form = useForm<ResourceFormValues>({
    mode: "controlled",
    initialValues: valuesOf(resource),
    validate,
  });

  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploadAbort = useRef<AbortController | null>(null);
  useEffect(() => () => uploadAbort.current?.abort(), []);

  const startUpload = (chosen: File | null) => {
    uploadAbort.current?.abort();
    setFile(chosen);
    form.clearFieldError("upload");
    if (!chosen) {
      setProgress(null);
      form.setValues({ uploadUrl: "", uploadName: "" });
      return;
    }
    const controller = new AbortController();
    uploadAbort.current = controller;
    setProgress(0);
    form.setValues({ uploadUrl: "", uploadName: "" });
    uploadFile(chosen, (fraction) => setProgress(Math.round(fraction * 100)), controller.signal)
      .then((uploaded) => {
        if (controller.signal.aborted) return;
        form.setValues({ uploadUrl: uploaded.fileUrl, uploadName: uploaded.fileName });
        // A title left empty takes the file's name, which is what it usually is anyway.
        if (!form.getValues().title.trim())
          form.setFieldValue("title", uploaded.fileName.replace(/\.[^.]+$/, "").replace(/[-_]+/g, " "));
        setProgress(null);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setProgress(null);
        setFile(null);
        const message = error instanceof UploadFailure ? error.message : errorMessageOf(error);
        form.setFieldError("upload", message);
        notifyError(ADMIN_MESSAGES.uploadFailed, message);
      });
  };

  const uploading = progress !== null;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.resources.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.categories.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.resources.pathKey() });
  };

  const submit = form.onSubmit(
    (values) => {
      const payload = payloadOf(values);
      const callbacks = saveCallbacks<AdminResource>({
        entity: "resource",
        action,
        form,
        fieldMap: fieldMapOf(values.source),
        refresh,
        onDone,
      });
      if (resource) update.mutate({ id: resource.id, ...payload }, callbacks);
      else create.mutate(payload, callbacks);
    },
    (errors) => focusFirstError(form, errors),
  );

  const pending = create.isPending || update.isPending;
  const { values } = form;

  return (
    <FormFrame
      label={resource ? "Edit resource" : "New resource"}
      onSubmit={submit}
      onCancel={onCancel}
      pending={pending}
      submitLabel={resource ? "Save resource" : "Create resource"}
      submitDisabled={uploading}
    >
      <TextInput label="Title" required data-autofocus {...form.getInputProps("title")} />
      <Textarea
        label="Description (optional)"
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps("description")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label="Type"
          data={TYPE_OPTIONS}
          allowDeselect={false}
          required
          {...form.getInputProps("type")}
        />
        <Select
          label="Access level"
          data={PLAN_OPTIONS}
          allowDeselect={false}
          required
          {...form.getInputProps("accessLevel")}
        />
      </SimpleGrid>
      <CategoryField
        value={values.categoryId}
        onChange={(value) => form.setFieldValue("categoryId", value)}
        error={form.errors.categoryId}
        data-path="categoryId"
      />

      <Fieldset legend="File" variant="filled">
        <Stack gap="sm">
          <SegmentedControl
            aria-label="File source"
            data={[
              { value: "upload", label: "Upload a file" },
              { value: "link", label: "Link to a file" },
            ]}
            value={values.source}
            onChange={(value) => {
              form.setFieldValue("source", value);
              form.clearErrors();
            }}
            fullWidth
          />
          {values.source === "upload" ? (
            <Stack gap="xs">
              {values.uploadUrl ? (
                <Text size="sm">
                  {file ? "Uploaded: " : "Current file: "}
                  <Anchor href={values.uploadUrl} target="_blank" rel="noopener">
                    {values.uploadName}
                  </Anchor>
                </Text>
              ) : null}
              <FileInput
                label={values.uploadUrl ? "Replace the file (optional)" : "File"}
                description={`PDF, images, MP4, Office documents, text, CSV or Markdown; up to ${MAX_MB} MB`}
                placeholder="Choose a file"
                // Drawn as text, not a native placeholder, so it needs full contrast.
                styles={{ placeholder: { color: "var(--mantine-color-text)" } }}
                accept={ACCEPT}
                value={file}
                onChange={startUpload}
                clearable={!uploading}
                disabled={uploading}
                leftSection={<IconUpload size={16} aria-hidden />}
                error={form.errors.upload}
                required={!values.uploadUrl}
                data-path="upload"
              />
              {uploading ? (
                <Stack gap={4} role="status">
                  <Text size="sm">
                    Uploading {file?.name}… {progress}%
                  </Text>
                  <Progress.Root size="md">
                    <Progress.Section
                      value={progress}
                      aria-label={`Uploading ${file?.name ?? "the file"}`}
                      animated
                    />
                  </Progress.Root>
                </Stack>
              ) : null}
            </Stack>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label="File URL"
                description="An https:// link"
                placeholder="https://…"
                inputMode="url"
                required
                {...form.getInputProps("linkUrl")}
              />
              <TextInput
                label="File name"
                description="The name members see"
                placeholder="guide.pdf"
                required
                {...form.getInputProps("linkName")}
              />
            </SimpleGrid>
          )}
        </Stack>
      </Fieldset>

      <ImageUploadField
        label="Thumbnail"
        description="Optional: the picture on the resource's card (cropped 16:9)"
        purpose="cover"
        value={form.values.thumbnailUrl}
        onChange={(value) => form.setFieldValue("thumbnailUrl", value)}
        error={form.errors.thumbnailUrl as string | undefined}
      />
      <Group gap="xl">
        <Switch label="Featured" {...form.getInputProps("featured", { type: "checkbox" })} />
        <Switch
          label="Active (members can see it)"
          {...form.getInputProps("isActive", { type: "checkbox" })}
        />
      </Group>
    </FormFrame>
  );
}

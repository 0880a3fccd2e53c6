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
import { PLAN_LABELS, PLAN_LEVELS, adminModuleCreateInput, type PlanLevel } from "@scalemsp/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { focusFirstError } from "../../../lib/form-focus";
import { useTRPC } from "../../../lib/trpc";
import { ImageUploadField } from "../../../components/image-upload-field";
import { FormFrame } from "../shared/form-frame";
import { saveCallbacks } from "../shared/save-callbacks";
import type { AdminModule } from "../shared/api-types";

interface ModuleFormValues {
  title: string;
  description: string;
  requiredPlanLevel: PlanLevel;
  /** NumberInput leaves "" when cleared; the schema says so in words. */
  sortOrder: number | string;
  isActive: boolean;
  /** The card's cover: an uploaded image, or the course's older link to one. */
  thumbnailUrl: string | null;
}

const PLAN_OPTIONS = PLAN_LEVELS.map((level) => ({ value: level, label: PLAN_LABELS[level] }));

/** Spec §5 defaults: sort order 0, plan free, active. */
const valuesOf = (module: AdminModule | null): ModuleFormValues => ({
  title: module?.title ?? "",
  description: module?.description ?? "",
  requiredPlanLevel: module?.requiredPlanLevel ?? "free",
  sortOrder: module?.sortOrder ?? 0,
  isActive: module?.isActive ?? true,
  thumbnailUrl: module?.thumbnailUrl ?? null,
});

interface ModuleFormProps {
  /** null creates a new module. */
  module: AdminModule | null;
  onDone: () => void;
  onCancel: () => void;
}

export function ModuleForm({ module, onDone, onCancel }: ModuleFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.admin.modules.create.mutationOptions());
  const update = useMutation(trpc.admin.modules.update.mutationOptions());
  const action = module ? "update" : "create";

  const form = useForm<ModuleFormValues>({
    mode: "uncontrolled",
    initialValues: valuesOf(module),
    validate: schemaResolver(adminModuleCreateInput, { sync: true }),
  });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.modules.list.queryKey() }),
      // Members' course lists read the same modules.
      queryClient.invalidateQueries({ queryKey: trpc.modules.pathKey() }),
    ]);

  const submit = form.onSubmit(
    (values) => {
      const payload = { ...values, thumbnailUrl: values.thumbnailUrl || null };
      const callbacks = saveCallbacks<AdminModule>({ entity: "module", action, form, refresh, onDone });
      if (module) update.mutate({ id: module.id, ...payload }, callbacks);
      else create.mutate(payload, callbacks);
    },
    (errors) => focusFirstError(form, errors),
  );

  const pending = create.isPending || update.isPending;
  // The form is uncontrolled: the preview follows this copy of the field.
  const [cover, setCover] = useState(module?.thumbnailUrl ?? null);

  return (
    <FormFrame
      label={module ? "Edit module" : "New module"}
      onSubmit={submit}
      onCancel={onCancel}
      pending={pending}
      submitLabel={module ? "Save module" : "Create module"}
    >
      <TextInput
        label="Title"
        required
        data-autofocus
        key={form.key("title")}
        {...form.getInputProps("title")}
      />
      <Textarea
        label="Description"
        required
        autosize
        minRows={3}
        maxRows={8}
        key={form.key("description")}
        {...form.getInputProps("description")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label="Required plan"
          data={PLAN_OPTIONS}
          allowDeselect={false}
          required
          key={form.key("requiredPlanLevel")}
          {...form.getInputProps("requiredPlanLevel")}
        />
        <NumberInput
          label="Sort order"
          description="Lower numbers come first"
          allowDecimal={false}
          key={form.key("sortOrder")}
          {...form.getInputProps("sortOrder")}
        />
      </SimpleGrid>
      <ImageUploadField
        label="Cover image"
        description="Optional: the picture on the course's card (cropped 16:9)"
        purpose="cover"
        value={cover}
        onChange={(value) => {
          setCover(value);
          form.setFieldValue("thumbnailUrl", value);
        }}
      />
      <Switch
        label="Active (members can see this course)"
        key={form.key("isActive")}
        {...form.getInputProps("isActive", { type: "checkbox" })}
      />
    </FormFrame>
  );
}

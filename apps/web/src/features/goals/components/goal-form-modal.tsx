import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/NumberInput.css";
import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  GOAL_METRICS,
  GOAL_METRIC_LABELS,
  GOAL_TITLE_MAX,
  goalCreateInput,
  goalMetricDisplay,
  quarterLabel,
  type GoalMetric,
} from "@scalemsp/validators";
import { focusFirstError } from "../../../lib/form-focus";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessageOf, fieldErrorsOf } from "../../../lib/trpc-errors";
import { usePhone } from "../../../lib/use-phone";
import { useGoalActions } from "../hooks/use-goals";
import type { Goal } from "../types";

interface GoalFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The goal to change; none to add one. */
  goal: Goal | null;
  /** The quarter a new goal is for, unless another is chosen. */
  quarter: string;
  /** The quarters offered. */
  quarters: readonly string[];
  /** The client whose goal the coach adds. */
  businessId?: number;
}

interface GoalFormValues {
  quarter: string;
  title: string;
  /** "" for a goal whose progress is set by hand. */
  metric: string;
  target: number | string;
  baseline: number | string;
  progress: number | string;
}

const BY_HAND = "";
const METRIC_OPTIONS = [
  { value: BY_HAND, label: "None: I set the progress myself" },
  ...GOAL_METRICS.map((metric) => ({
    value: metric,
    label: `${GOAL_METRIC_LABELS[metric]} (from the scorecard)`,
  })),
];

const numberOrUndefined = (value: number | string) => (value === "" ? undefined : Number(value));

/** The form's values as the API takes them: a metric goal sends no baseline or progress. */
function inputOf(values: GoalFormValues) {
  const metric = values.metric === BY_HAND ? null : (values.metric as GoalMetric);
  return {
    quarter: values.quarter,
    title: values.title,
    metric,
    target: numberOrUndefined(values.target),
    baseline: metric ? undefined : (numberOrUndefined(values.baseline) ?? null),
    progress: metric ? undefined : (numberOrUndefined(values.progress) ?? 0),
  };
}

const valuesOf = (goal: Goal | null, quarter: string): GoalFormValues => ({
  quarter: goal?.quarter ?? quarter,
  title: goal?.title ?? "",
  metric: goal?.metric ?? BY_HAND,
  target: goal?.target ?? "",
  baseline: goal && !goal.metric ? (goal.baseline ?? "") : "",
  progress: goal && !goal.metric ? goal.progress : 0,
});

/** The owner's (or the coach's) goal: add one for a quarter, or change one. */
export function GoalFormModal({ opened, onClose, goal, quarter, quarters, businessId }: GoalFormModalProps) {
  const phone = usePhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={goal ? "Edit goal" : "Add a goal"}
      size="lg"
      fullScreen={phone}
    >
      {opened ? (
        <GoalForm
          key={goal?.id ?? "new"}
          goal={goal}
          quarter={quarter}
          quarters={quarters}
          businessId={businessId}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

function GoalForm({
  goal,
  quarter,
  quarters,
  businessId,
  onDone,
}: {
  goal: Goal | null;
  quarter: string;
  quarters: readonly string[];
  businessId?: number;
  onDone: () => void;
}) {
  const { create, update } = useGoalActions();
  const form = useForm<GoalFormValues>({
    initialValues: valuesOf(goal, quarter),
    validate: (values) => {
      const parsed = goalCreateInput.safeParse(inputOf(values));
      if (parsed.success) return {};
      return Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0] ?? "title"), issue.message]),
      );
    },
  });
  const metric = form.values.metric === BY_HAND ? null : (form.values.metric as GoalMetric);
  const display = metric ? goalMetricDisplay(metric) : null;
  const pending = create.isPending || update.isPending;

  const failed = (error: unknown) => {
    const errors = fieldErrorsOf(error);
    form.setErrors(errors);
    focusFirstError(form, errors);
    notifyError("Goal not saved", errorMessageOf(error));
  };
  const submit = form.onSubmit(
    (values) => {
      const input = inputOf(values);
      const target = input.target ?? 0;
      if (goal)
        update.mutate(
          { id: goal.id, ...input, target },
          {
            onSuccess: (saved) => {
              notifySuccess("Goal saved", `“${saved.title}” is updated.`);
              onDone();
            },
            onError: failed,
          },
        );
      else
        create.mutate(
          { ...input, target, businessId },
          {
            onSuccess: (saved) => {
              notifySuccess("Goal added", `“${saved.title}” is set for ${quarterLabel(saved.quarter)}.`);
              onDone();
            },
            onError: failed,
          },
        );
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="Quarter"
          data={quarters.map((value) => ({ value, label: quarterLabel(value) }))}
          allowDeselect={false}
          required
          {...form.getInputProps("quarter")}
        />
        <TextInput
          label="Title"
          description="What you want to achieve this quarter, in a few words"
          placeholder="e.g. Grow recurring revenue to $120k a month"
          maxLength={GOAL_TITLE_MAX}
          required
          data-autofocus
          {...form.getInputProps("title")}
        />
        <Select
          label="Measured by"
          description="A scorecard figure moves the progress by itself as you record your months"
          data={METRIC_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps("metric")}
        />
        <NumberInput
          label="Target"
          description={
            metric
              ? `The ${GOAL_METRIC_LABELS[metric].toLowerCase()} to reach by the quarter's end`
              : "The number to reach by the quarter's end"
          }
          leftSection={display === "money" ? "$" : undefined}
          suffix={display === "percent" ? "%" : undefined}
          thousandSeparator=","
          decimalScale={2}
          required
          {...form.getInputProps("target")}
        />
        {metric ? (
          <Text size="sm" c="dimmed">
            The baseline is your scorecard figure for the month before the quarter, and the progress follows
            the latest month you record.
          </Text>
        ) : (
          <>
            <NumberInput
              label="Baseline (optional)"
              description="Where you start from"
              thousandSeparator=","
              decimalScale={2}
              {...form.getInputProps("baseline")}
            />
            <NumberInput
              label="Progress"
              description="How far along you are, from 0 to 100%"
              min={0}
              max={100}
              allowDecimal={false}
              suffix="%"
              clampBehavior="none"
              {...form.getInputProps("progress")}
            />
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {goal ? "Save goal" : "Add goal"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

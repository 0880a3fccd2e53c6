import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  FIGURE_HINTS,
  FIGURE_KINDS,
  FIGURE_LABELS,
  MONTHLY_FIGURES,
  latestReportableMonth,
  monthLabel,
  scorecardEntryInput,
} from "@scalemsp/validators";
import { useState } from "react";
import { focusFirstError } from "../../../lib/form-focus";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessageOf, fieldErrorsOf } from "../../../lib/trpc-errors";
import { usePhone } from "../../../lib/use-phone";
import { entryDefaults, figuresText, type EntryFormValues } from "../entry-defaults";
import { useScorecardActions } from "../hooks/use-scorecard";
import type { ScorecardEntry } from "../types";

interface MonthEntryModalProps {
  opened: boolean;
  onClose: () => void;
  entries: readonly ScorecardEntry[];
}

const UNIT: Record<"money" | "count" | "percent", string> = { money: "$", count: "", percent: "%" };

/** The owner's month: one short form, starting from last month's figures. */
export function MonthEntryModal({ opened, onClose, entries }: MonthEntryModalProps) {
  const phone = usePhone();
  return (
    <Modal opened={opened} onClose={onClose} title="Record a month" size="lg" fullScreen={phone}>
      {opened ? <MonthEntryForm entries={entries} onDone={onClose} /> : null}
    </Modal>
  );
}

function MonthEntryForm({ entries, onDone }: { entries: readonly ScorecardEntry[]; onDone: () => void }) {
  const { save } = useScorecardActions();
  const [now] = useState(() => new Date());
  const form = useForm<EntryFormValues>({
    initialValues: entryDefaults(entries, now),
    validate: (values) => {
      const parsed = scorecardEntryInput.safeParse(values);
      if (parsed.success) return {};
      return Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0] ?? "month"), issue.message]),
      );
    },
  });
  const stored = entries.find((entry) => entry.month === form.values.month);

  const submit = form.onSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (entry) => {
          notifySuccess("Figures saved", `${monthLabel(entry.month)} is on your scorecard.`);
          onDone();
        },
        onError: (error) => {
          const errors = fieldErrorsOf(error);
          form.setErrors(errors);
          focusFirstError(form, errors);
          notifyError("Figures not saved", errorMessageOf(error));
        },
      }),
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          type="month"
          label="Month"
          description="The month the figures describe"
          max={latestReportableMonth(now)}
          required
          {...form.getInputProps("month")}
          onChange={(event) => {
            const value = event.currentTarget.value;
            form.setFieldValue("month", value);
            const existing = entries.find((entry) => entry.month === value);
            if (existing) form.setValues(figuresText(existing));
          }}
        />
        {stored ? (
          <Alert color="blue" variant="light" p="xs">
            <Text size="sm">
              {monthLabel(stored.month)} is already recorded: saving replaces its figures.
            </Text>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {MONTHLY_FIGURES.map((figure) => (
            <TextInput
              key={figure}
              label={figure === "revenue" ? FIGURE_LABELS[figure] : `${FIGURE_LABELS[figure]} (optional)`}
              description={FIGURE_HINTS[figure]}
              inputMode={FIGURE_KINDS[figure] === "percent" ? "decimal" : "numeric"}
              leftSection={FIGURE_KINDS[figure] === "money" ? UNIT.money : undefined}
              rightSection={FIGURE_KINDS[figure] === "percent" ? UNIT.percent : undefined}
              required={figure === "revenue"}
              autoComplete="off"
              {...form.getInputProps(figure)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save figures
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

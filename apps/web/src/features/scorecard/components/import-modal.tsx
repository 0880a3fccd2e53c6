import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Table.css";
import { Alert, Anchor, Button, FileInput, Group, List, Modal, Stack, Table, Text } from "@mantine/core";
import { IconDownload, IconFileSpreadsheet } from "@tabler/icons-react";
import {
  SCORECARD_CSV_COLUMNS,
  SCORECARD_CSV_HINTS,
  formatCount,
  formatFigureValue,
  monthLabel,
} from "@scalemsp/validators";
import { useState } from "react";
import { notifySuccess } from "../../../lib/notify";
import { errorMessageOf, fieldErrorsOf } from "../../../lib/trpc-errors";
import { usePhone } from "../../../lib/use-phone";
import { useScorecardActions } from "../hooks/use-scorecard";
import type { ImportPreview } from "../types";

/** The import's problems, one line each (the server names up to ten rows). */
function problemsOf(error: unknown): string[] {
  const lines = fieldErrorsOf(error).csv?.split("\n").filter(Boolean);
  return lines && lines.length > 0 ? lines : [errorMessageOf(error)];
}

/** Several months at once from a spreadsheet: check first (a dry run), then import. */
export function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = usePhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Import months from a CSV file"
      size="lg"
      fullScreen={phone}
    >
      {opened ? <ImportSteps onDone={onClose} /> : null}
    </Modal>
  );
}

function ImportSteps({ onDone }: { onDone: () => void }) {
  const actions = useScorecardActions();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const check = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setProblems([]);
    if (!chosen) return;
    const text = await chosen.text();
    setCsv(text);
    actions.import.mutate(
      { csv: text, dryRun: true },
      { onSuccess: setPreview, onError: (error) => setProblems(problemsOf(error)) },
    );
  };

  const confirm = () => {
    if (csv === null) return;
    actions.import.mutate(
      { csv, dryRun: false },
      {
        onSuccess: (result) => {
          notifySuccess(
            "Months imported",
            `${formatCount(result.entries.length, "month", "months")} on your scorecard.`,
          );
          onDone();
        },
        onError: (error) => setProblems(problemsOf(error)),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        One row per month, the first row naming the columns. Only <strong>month</strong> and{" "}
        <strong>revenue</strong> are required; a month already recorded is replaced.
      </Text>
      <Anchor href="/api/scorecard/template.csv" download size="sm">
        <Group gap={6} component="span">
          <IconDownload size={16} aria-hidden />
          Download the template
        </Group>
      </Anchor>
      <details>
        <summary>
          <Text span size="sm" fw={600}>
            What each column takes
          </Text>
        </summary>
        <List size="sm" spacing={4} mt="xs">
          {SCORECARD_CSV_COLUMNS.map((column) => (
            <List.Item key={column}>
              <Text span size="sm" ff="monospace">
                {column}
              </Text>
              : {SCORECARD_CSV_HINTS[column]}
            </List.Item>
          ))}
        </List>
      </details>
      <FileInput
        label="CSV file"
        placeholder="Choose a file"
        accept=".csv,text/csv"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        value={file}
        onChange={(chosen) => void check(chosen)}
        clearable
      />
      {problems.length > 0 ? (
        <Alert color="red" title="The file cannot be imported" role="alert">
          <List size="sm" spacing={2}>
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {preview ? (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {formatCount(preview.added, "new month", "new months")},{" "}
            {formatCount(preview.replaced, "month replaced", "months replaced")}
          </Text>
          <Table.ScrollContainer minWidth={280} maxHeight={240}>
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Month</Table.Th>
                  <Table.Th ta="right">Revenue</Table.Th>
                  <Table.Th ta="right">Recurring</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.entries.map((entry) => (
                  <Table.Tr key={entry.month}>
                    <Table.Td>{monthLabel(entry.month)}</Table.Td>
                    <Table.Td ta="right">{formatFigureValue("money", entry.revenue)}</Table.Td>
                    <Table.Td ta="right">{formatFigureValue("money", entry.recurringRevenue)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        {preview ? (
          <Button onClick={confirm} loading={actions.import.isPending}>
            Import {formatCount(preview.entries.length, "month", "months")}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

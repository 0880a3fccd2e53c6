import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/Input.css";
import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
  useMantineTheme,
} from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useId, useState, type FormEvent } from "react";
import {
  CHECK_IN_CONFIDENCE_LABELS,
  CHECK_IN_CONFIDENCE_MAX,
  CHECK_IN_CONFIDENCE_MIN,
  CHECK_IN_MESSAGES,
  CHECK_IN_TEXTS,
  CHECK_IN_TEXT_MAX,
  weekStartLabel,
} from "@scalemsp/validators";
import { CheckInAnswer, type CheckInAnswerData, type CheckInGoal } from "../../../components/check-in-answer";
import { notifySuccess } from "../../../lib/notify";
import { errorMessageOf, fieldErrorsOf } from "../../../lib/trpc-errors";
import { useTypedFields } from "../../../lib/use-form-ready";
import { useCurrentCheckIn, useSaveCheckIn } from "../hooks/use-check-ins";

const SCALE = Array.from({ length: CHECK_IN_CONFIDENCE_MAX - CHECK_IN_CONFIDENCE_MIN + 1 }, (_, i) =>
  String(CHECK_IN_CONFIDENCE_MIN + i),
);

/**
 * The dashboard's weekly check-in (contract §15): a form while this week's is due and the viewer
 * may send it, the answer with an Edit button until the week ends, the coach's comment when there
 * is one; a member who may not check in reads the last answer.
 */
export function WeeklyCheckInCard() {
  const current = useCurrentCheckIn();
  const [editing, setEditing] = useState(false);
  const data = current.data;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="check-in-title" h="100%">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="check-in-title">
            {CHECK_IN_TEXTS.title}
          </Title>
          {data ? (
            <Text size="sm" c="dimmed">
              {CHECK_IN_TEXTS.weekOf(weekStartLabel(data.week))}
              {data.editable ? ` · ${CHECK_IN_TEXTS.openUntil}` : ""}
            </Text>
          ) : null}
        </Stack>
        {current.isLoading ? (
          <Stack gap="xs" aria-busy="true" aria-label={CHECK_IN_TEXTS.loading}>
            <Skeleton height={18} width="60%" />
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : current.error || !data ? (
          <Alert color="red">{errorMessageOf(current.error)}</Alert>
        ) : data.editable && (data.checkIn === null || editing) ? (
          <CheckInForm
            week={data.week}
            goals={data.goals}
            initial={data.checkIn}
            onDone={() => setEditing(false)}
            onCancel={data.checkIn ? () => setEditing(false) : undefined}
          />
        ) : data.checkIn ? (
          <Stack gap="sm">
            <CheckInAnswer checkIn={data.checkIn} goals={data.goals} />
            {data.editable ? (
              <Group justify="space-between" gap="xs">
                <Text size="xs" c="dimmed">
                  {CHECK_IN_TEXTS.editableUntil}
                </Text>
                <Button
                  variant="light"
                  size="sm"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => setEditing(true)}
                >
                  {CHECK_IN_TEXTS.edit}
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {CHECK_IN_TEXTS.notSentThisWeek} {CHECK_IN_TEXTS.ownerSends}
            </Text>
            {data.previous ? (
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  {CHECK_IN_TEXTS.lastAnswer} · {CHECK_IN_TEXTS.weekOf(weekStartLabel(data.previous.week))}
                </Text>
                <CheckInAnswer checkIn={data.previous} goals={data.goals} />
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {CHECK_IN_TEXTS.noneYet}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

interface CheckInFormProps {
  week: string;
  goals: readonly CheckInGoal[];
  initial: CheckInAnswerData | null;
  onDone: () => void;
  onCancel?: () => void;
}

/** Three short answers and a 1–5 per goal: made for one thumb, sent in under a minute. */
function CheckInForm({ week, goals, initial, onDone, onCancel }: CheckInFormProps) {
  const save = useSaveCheckIn();
  // The dashboard may be rendered by the server: what was typed before its code ran is kept.
  const fields = useTypedFields({
    wins: initial?.wins ?? "",
    blockers: initial?.blockers ?? "",
    focus: initial?.focus ?? "",
  });
  const { wins, blockers, focus } = fields.values;
  const [confidence, setConfidence] = useState<Record<string, number>>(() =>
    Object.fromEntries(
      Object.entries(initial?.confidence ?? {}).filter(([id]) =>
        goals.some((goal) => String(goal.id) === id),
      ),
    ),
  );
  const [emptyError, setEmptyError] = useState<string | null>(null);
  const serverErrors = fieldErrorsOf(save.error);
  const formId = useId();
  const theme = useMantineTheme();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!wins.trim() && !blockers.trim() && !focus.trim()) {
      setEmptyError(CHECK_IN_MESSAGES.empty);
      return;
    }
    setEmptyError(null);
    save.mutate(
      { week, wins, blockers, focus, confidence },
      {
        onSuccess: () => {
          notifySuccess(CHECK_IN_TEXTS.sent, CHECK_IN_TEXTS.sentText);
          onDone();
        },
      },
    );
  };

  const answer = (field: keyof typeof fields.values, label: string, placeholder: string) => (
    <Textarea
      {...fields.input(field)}
      label={label}
      placeholder={placeholder}
      name={field}
      // Fixed rows, no autosize: its hidden measuring textarea has no name, which Chrome reports.
      rows={3}
      maxLength={CHECK_IN_TEXT_MAX}
      error={(field === "wins" ? emptyError : null) ?? serverErrors[field]}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={CHECK_IN_TEXTS.title}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {CHECK_IN_TEXTS.intro}
        </Text>
        {answer("wins", CHECK_IN_TEXTS.winsLabel, CHECK_IN_TEXTS.winsPlaceholder)}
        {answer("blockers", CHECK_IN_TEXTS.blockersLabel, CHECK_IN_TEXTS.blockersPlaceholder)}
        {answer("focus", CHECK_IN_TEXTS.focusLabel, CHECK_IN_TEXTS.focusPlaceholder)}
        {goals.length > 0 ? (
          <Stack gap="xs" role="group" aria-labelledby={`${formId}-confidence`}>
            <Group justify="space-between" gap={4}>
              <Text size="sm" fw={500} id={`${formId}-confidence`}>
                {CHECK_IN_TEXTS.confidenceLegend}
              </Text>
              <Text size="xs" c="dimmed">
                {CHECK_IN_TEXTS.confidenceScale}
              </Text>
            </Group>
            {goals.map((goal) => {
              const value = confidence[String(goal.id)];
              return (
                <Stack key={goal.id} gap={4}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm" id={`${formId}-goal-${goal.id}`} style={{ overflowWrap: "anywhere" }}>
                      {goal.title}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} aria-hidden>
                      {value ? CHECK_IN_CONFIDENCE_LABELS[value] : ""}
                    </Text>
                  </Group>
                  <SegmentedControl
                    fullWidth
                    size="md"
                    color={theme.primaryColor}
                    role="radiogroup"
                    aria-label={CHECK_IN_TEXTS.confidenceFor(goal.title)}
                    value={value ? String(value) : ""}
                    onChange={(next) => setConfidence((all) => ({ ...all, [String(goal.id)]: Number(next) }))}
                    data={SCALE.map((n) => ({
                      value: n,
                      label: <span title={CHECK_IN_CONFIDENCE_LABELS[Number(n)]}>{n}</span>,
                    }))}
                  />
                </Stack>
              );
            })}
            {serverErrors.confidence ? (
              <Text size="sm" c="red">
                {serverErrors.confidence}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="xs" c="dimmed">
            {CHECK_IN_TEXTS.noGoals}
          </Text>
        )}
        {save.error && Object.keys(serverErrors).length === 0 ? (
          <Alert color="red" title={CHECK_IN_TEXTS.saveFailed}>
            {errorMessageOf(save.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              {CHECK_IN_TEXTS.cancel}
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending} disabled={!fields.ready} fullWidth={!onCancel}>
            {initial ? CHECK_IN_TEXTS.save : CHECK_IN_TEXTS.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

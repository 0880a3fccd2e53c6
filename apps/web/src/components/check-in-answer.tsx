import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Paper.css";
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@scalemsp/api";
import { CHECK_IN_CONFIDENCE_LABELS, CHECK_IN_TEXTS, formatDate } from "@scalemsp/validators";
import { useViewerTimeZone } from "../session/time-zone";

export type CheckInAnswerData = inferRouterOutputs<AppRouter>["checkIns"]["get"]["checkIn"] & {};
export type CheckInGoal = { id: number; title: string };

const confidenceColor = (value: number) => (value <= 2 ? "red" : value === 3 ? "yellow" : "teal");

function AnswerText({ label, text }: { label: string; text: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text
        size="sm"
        style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
        c={text ? undefined : "dimmed"}
      >
        {text || CHECK_IN_TEXTS.emptyAnswer}
      </Text>
    </Stack>
  );
}

/**
 * A weekly check-in as the business and the coach read it (contract §15): the three answers,
 * the confidence given each goal, and the coach's comment when there is one.
 */
export function CheckInAnswer({
  checkIn,
  goals,
  showComment = true,
  commentLabel = CHECK_IN_TEXTS.coachComment,
}: {
  checkIn: CheckInAnswerData;
  goals: readonly CheckInGoal[];
  showComment?: boolean;
  /** The comment's heading: the coach reads it as their own. */
  commentLabel?: string;
}) {
  // In the viewer's zone, as the server renders the page: a date near midnight reads the same.
  const timeZone = useViewerTimeZone();
  const titles = new Map(goals.map((goal) => [String(goal.id), goal.title]));
  const rated = Object.entries(checkIn.confidence).filter(([id]) => titles.has(id));
  return (
    <Stack gap="sm">
      <AnswerText label={CHECK_IN_TEXTS.winsLabel} text={checkIn.wins} />
      <AnswerText label={CHECK_IN_TEXTS.blockersLabel} text={checkIn.blockers} />
      <AnswerText label={CHECK_IN_TEXTS.focusLabel} text={checkIn.focus} />
      {rated.length > 0 ? (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {rated.map(([id, value]) => (
            <Group key={id} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {titles.get(id)}
              </Text>
              <Badge variant="light" color={confidenceColor(value)} style={{ flexShrink: 0 }}>
                {value}/5 · {CHECK_IN_CONFIDENCE_LABELS[value]}
              </Badge>
            </Group>
          ))}
        </Stack>
      ) : null}
      {checkIn.author ? (
        <Text size="xs" c="dimmed">
          {CHECK_IN_TEXTS.youSent(checkIn.author.name)} · {formatDate(checkIn.updatedAt, { timeZone })}
        </Text>
      ) : null}
      {showComment && checkIn.comment ? (
        <CoachComment comment={checkIn.comment} at={checkIn.commentedAt} label={commentLabel} />
      ) : null}
    </Stack>
  );
}

/** The coach's comment on a check-in, set apart from the answers. */
export function CoachComment({
  comment,
  at,
  label = CHECK_IN_TEXTS.coachComment,
}: {
  comment: string;
  at: string | null;
  label?: string;
}) {
  const timeZone = useViewerTimeZone();
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      bg="var(--mantine-color-default-hover)"
      component="section"
      aria-label={label}
    >
      <Stack gap={4}>
        <Text size="xs" fw={600} c="dimmed" tt="uppercase">
          {label}
          {at ? ` · ${formatDate(at, { timeZone })}` : ""}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {comment}
        </Text>
      </Stack>
    </Paper>
  );
}

import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/Input.css";
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { IconMessage } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import {
  CHECK_IN_COMMENT_MAX,
  CHECK_IN_MESSAGES,
  CHECK_IN_TEXTS,
  weekStartLabel,
} from "@scalemsp/validators";
import { CheckInAnswer, type CheckInAnswerData, type CheckInGoal } from "../../../components/check-in-answer";
import { notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf, fieldErrorsOf } from "../../../lib/trpc-errors";

/** The coach's view of a business's recent weekly check-ins, each with a comment form (contract §15). */
export function BusinessCheckInsCard({ businessId }: { businessId: number }) {
  const trpc = useTRPC();
  const list = useQuery(trpc.admin.checkIns.business.queryOptions({ id: businessId }));
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="business-check-ins">
      <Stack gap="md">
        <Title order={2} fz="h4" id="business-check-ins">
          {CHECK_IN_TEXTS.adminTitle}
        </Title>
        {list.isLoading ? (
          <Stack gap="xs" aria-busy="true" aria-label={CHECK_IN_TEXTS.loading}>
            <Skeleton height={80} />
            <Skeleton height={80} />
          </Stack>
        ) : list.error || !list.data ? (
          <Alert color="red">{errorMessageOf(list.error)}</Alert>
        ) : list.data.checkIns.length === 0 ? (
          <Text size="sm" c="dimmed">
            {CHECK_IN_TEXTS.adminEmpty}
          </Text>
        ) : (
          <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {list.data.checkIns.map((checkIn) => (
              <Paper key={checkIn.id} component="li" withBorder radius="sm" p="md">
                <CheckInItem
                  checkIn={checkIn}
                  goals={list.data.goals}
                  current={checkIn.week === list.data.currentWeek}
                  businessId={businessId}
                />
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function CheckInItem({
  checkIn,
  goals,
  current,
  businessId,
}: {
  checkIn: CheckInAnswerData;
  goals: readonly CheckInGoal[];
  current: boolean;
  businessId: number;
}) {
  const [commenting, setCommenting] = useState(false);
  const headingId = `check-in-${checkIn.id}`;
  return (
    <Stack gap="sm" aria-labelledby={headingId}>
      <Group gap="xs">
        <Text fw={600} id={headingId}>
          {CHECK_IN_TEXTS.weekOf(weekStartLabel(checkIn.week))}
        </Text>
        {current ? (
          <Badge variant="light" size="sm">
            {CHECK_IN_TEXTS.thisWeek}
          </Badge>
        ) : null}
      </Group>
      <CheckInAnswer
        checkIn={checkIn}
        goals={goals}
        showComment={!commenting}
        commentLabel={CHECK_IN_TEXTS.adminYourComment}
      />
      {commenting ? (
        <CommentForm checkIn={checkIn} businessId={businessId} onDone={() => setCommenting(false)} />
      ) : (
        <Group justify="flex-end">
          <Button
            variant="light"
            size="sm"
            leftSection={<IconMessage size={16} aria-hidden />}
            onClick={() => setCommenting(true)}
            aria-describedby={headingId}
          >
            {checkIn.comment ? CHECK_IN_TEXTS.adminCommentUpdate : CHECK_IN_TEXTS.adminCommentSend}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function CommentForm({
  checkIn,
  businessId,
  onDone,
}: {
  checkIn: CheckInAnswerData;
  businessId: number;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState(checkIn.comment ?? "");
  const [emptyError, setEmptyError] = useState<string | null>(null);
  const send = useMutation(
    trpc.admin.checkIns.comment.mutationOptions({
      onSuccess: () =>
        queryClient.invalidateQueries(trpc.admin.checkIns.business.queryFilter({ id: businessId })),
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) {
      setEmptyError(CHECK_IN_MESSAGES.commentRequired);
      return;
    }
    setEmptyError(null);
    send.mutate(
      { id: checkIn.id, comment },
      {
        onSuccess: () => {
          notifySuccess(CHECK_IN_TEXTS.adminCommentSent, CHECK_IN_TEXTS.adminCommentSentText);
          onDone();
        },
      },
    );
  };
  const fieldError = emptyError ?? fieldErrorsOf(send.error).comment;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={CHECK_IN_TEXTS.adminCommentLabel}
          placeholder={CHECK_IN_TEXTS.adminCommentPlaceholder}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={CHECK_IN_COMMENT_MAX}
          error={fieldError}
          data-autofocus
        />
        {send.error && !fieldError ? (
          <Alert color="red" title={CHECK_IN_TEXTS.adminCommentFailed}>
            {errorMessageOf(send.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={send.isPending}>
            {CHECK_IN_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {checkIn.comment ? CHECK_IN_TEXTS.adminCommentUpdate : CHECK_IN_TEXTS.adminCommentSend}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

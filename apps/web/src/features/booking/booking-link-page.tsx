import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Badge.css";
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { BOOKING_LINK_TEXTS as T, COACHING_MESSAGES, localTimeZone, sessionWhen } from "@scalemsp/validators";
import { IconCalendarEvent, IconCircleCheck } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { ButtonLink } from "../../components/router-links";
import { SlotPagePager, SlotPicker } from "../../components/slot-picker";
import { errorMessageOf, httpStatusOf } from "../../lib/trpc-errors";
import type { ManagedSession } from "./types";
import {
  LAST_SLOT_PAGE,
  useLinkedSession,
  useLinkedSessionActions,
  useLinkedSessionSlots,
} from "./use-booking-link";

type Step = "details" | "cancel" | "reschedule";

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py={{ base: 40, sm: 80 }}>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: 40 }} shadow="sm">
        {children}
      </Paper>
    </Container>
  );
}

function Notice({ title, text, actions }: { title: string; text: string; actions: ReactNode }) {
  return (
    <Stack gap="md" align="center" ta="center" role="status">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <Text c="dimmed" maw={460}>
        {text}
      </Text>
      <Group justify="center" mt="sm">
        {actions}
      </Group>
    </Stack>
  );
}

/** Where a person goes for a new time: members sign in, visitors book from the contact page. */
function BookAgain({ session }: { session: ManagedSession }) {
  return session.kind === "strategy" ? (
    <ButtonLink to="/contact">{T.bookAgain}</ButtonLink>
  ) : (
    <ButtonLink to="/auth" search={{ tab: "login" }}>
      {T.signIn}
    </ButtonLink>
  );
}

function CancelStep({
  token,
  session,
  onBack,
}: {
  token: string;
  session: ManagedSession;
  onBack: () => void;
}) {
  const [reason, setReason] = useState("");
  const { cancel } = useLinkedSessionActions(token);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {T.cancelTitle}
      </Title>
      {session.kind === "one_to_one" ? (
        <Text size="sm">{session.cancelReturnsAllowance ? T.refundAhead : T.refundLate}</Text>
      ) : null}
      <Textarea
        label={T.reasonLabel}
        maxLength={1000}
        autosize
        minRows={2}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
      />
      {cancel.error ? (
        <Alert color="red" role="alert">
          {errorMessageOf(cancel.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          {T.keepIt}
        </Button>
        <Button
          color="red"
          loading={cancel.isPending}
          onClick={() => cancel.mutate({ token, reason: reason || null }, { onSuccess: onBack })}
        >
          {T.confirmCancel}
        </Button>
      </Group>
    </Stack>
  );
}

function RescheduleStep({
  token,
  timeZone,
  onBack,
  onMoved,
}: {
  token: string;
  timeZone: string;
  onBack: () => void;
  onMoved: () => void;
}) {
  const [page, setPage] = useState(0);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const slots = useLinkedSessionSlots(token, page, true);
  const { reschedule } = useLinkedSessionActions(token);
  const chosen = slots.data?.find((slot) => slot.startsAt === startsAt) ?? null;
  const taken =
    httpStatusOf(reschedule.error) === 409 &&
    errorMessageOf(reschedule.error) === COACHING_MESSAGES.slotTaken;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {T.rescheduleTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {T.rescheduleHint}
        </Text>
      </Stack>
      <SlotPicker
        slots={slots.data}
        loading={slots.isLoading}
        error={slots.error ? errorMessageOf(slots.error) : null}
        value={startsAt}
        onChange={setStartsAt}
        timeZone={timeZone}
        label={T.freeTimes}
        emptyText={T.noFreeTimes}
      />
      <SlotPagePager page={page} lastPage={LAST_SLOT_PAGE} onChange={setPage} />
      {reschedule.error ? (
        <Alert color={taken ? "orange" : "red"} role="alert">
          {taken ? T.slotTakenRetry : errorMessageOf(reschedule.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          {T.back}
        </Button>
        <Button
          disabled={!chosen}
          loading={reschedule.isPending}
          onClick={() =>
            chosen && reschedule.mutate({ token, startsAt: chosen.startsAt }, { onSuccess: onMoved })
          }
        >
          {chosen ? T.confirmMove : T.chooseTime}
        </Button>
      </Group>
    </Stack>
  );
}

function SessionSummary({ session, timeZone }: { session: ManagedSession; timeZone: string }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {session.title}
        </Title>
        {session.status === "booked" && session.canCancel ? (
          <Badge variant="light" color="indigo">
            {T.statusBooked}
          </Badge>
        ) : null}
      </Group>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text>
          <time dateTime={session.startsAt}>{sessionWhen(session.startsAt, session.endsAt, timeZone)}</time>
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {T.withCoach(session.coach.name)}
      </Text>
    </Stack>
  );
}

/**
 * `/booking?token=…`: the reschedule and cancel link of every booking e-mail (contract §13),
 * without an account. The server decides what the link may still do; the page shows it.
 */
export function BookingLinkPage({ token }: { token: string | undefined }) {
  const [timeZone] = useState(localTimeZone);
  const [step, setStep] = useState<Step>("details");
  const [moved, setMoved] = useState(false);
  const linked = useLinkedSession(token);

  if (!token || httpStatusOf(linked.error) === 400)
    return (
      <Frame>
        <Notice
          title={T.invalidTitle}
          text={T.invalidText}
          actions={
            <>
              <ButtonLink to="/contact">{T.bookAgain}</ButtonLink>
              <ButtonLink to="/auth" search={{ tab: "login" }} variant="default">
                {T.signIn}
              </ButtonLink>
            </>
          }
        />
      </Frame>
    );
  if (linked.error)
    return (
      <Frame>
        <Notice
          title={T.failedTitle}
          text={T.failedText}
          actions={<Button onClick={() => void linked.refetch()}>{T.tryAgain}</Button>}
        />
      </Frame>
    );
  if (!linked.data)
    return (
      <Frame>
        <Group gap="sm" justify="center" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{T.loading}</Text>
        </Group>
      </Frame>
    );

  const session = linked.data;
  const changeable = session.canCancel || session.canReschedule;
  return (
    <Frame>
      <Stack gap="lg">
        <SessionSummary session={session} timeZone={timeZone} />
        {moved && changeable ? (
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={T.movedTitle} role="status">
            {sessionWhen(session.startsAt, session.endsAt, timeZone)}
          </Alert>
        ) : null}
        {session.status === "cancelled" ? (
          <Stack gap="md" role="status">
            <Alert color="gray" title={T.cancelledTitle}>
              {T.statusCancelled} {T.cancelledText}
            </Alert>
            <Group>
              <BookAgain session={session} />
            </Group>
          </Stack>
        ) : !changeable ? (
          <Stack gap="md">
            <Text role="status">{T.statusPast}</Text>
            <Group>
              <ButtonLink to="/" variant="default">
                {T.backHome}
              </ButtonLink>
            </Group>
          </Stack>
        ) : step === "cancel" ? (
          <CancelStep token={token} session={session} onBack={() => setStep("details")} />
        ) : step === "reschedule" ? (
          <RescheduleStep
            token={token}
            timeZone={timeZone}
            onBack={() => setStep("details")}
            onMoved={() => {
              setMoved(true);
              setStep("details");
            }}
          />
        ) : (
          <Stack gap="sm">
            {session.kind === "one_to_one" ? (
              <Text size="sm">{session.cancelReturnsAllowance ? T.refundAhead : T.refundLate}</Text>
            ) : null}
            <Group gap="sm">
              {session.canReschedule ? (
                <Button onClick={() => setStep("reschedule")}>{T.reschedule}</Button>
              ) : null}
              {session.canCancel ? (
                <Button variant="default" color="red" onClick={() => setStep("cancel")}>
                  {T.cancel}
                </Button>
              ) : null}
            </Group>
          </Stack>
        )}
      </Stack>
    </Frame>
  );
}

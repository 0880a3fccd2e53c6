import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { SESSION_TEXTS, sessionWhen } from "@scalemsp/validators";
import { useState, type ReactNode } from "react";
import { SlotPagePager, SlotPicker } from "../../../components/slot-picker";
import { errorMessageOf, httpStatusOf } from "../../../lib/trpc-errors";
import { LAST_SLOT_PAGE, useFreeSlots, useSessionActions } from "../hooks/use-coaching";
import type { MemberSession } from "../types";

interface BookSessionModalProps {
  opened: boolean;
  onClose: () => void;
  timeZone: string;
  /** Set to move this session instead of booking a new one. */
  moving?: MemberSession | null;
  /** A time chosen before the dialog opened (Coach Availability). */
  initialStartsAt?: string | null;
  /** Shown instead of the times when the plan has no one-to-one sessions to book. */
  planNotice?: ReactNode;
}

/** Book a one-to-one (time and topic) or move one: free times in the viewer's zone, two weeks a page. */
export function BookSessionModal({
  opened,
  onClose,
  timeZone,
  moving,
  initialStartsAt,
  planNotice,
}: BookSessionModalProps) {
  const [page, setPage] = useState(0);
  const [startsAt, setStartsAt] = useState<string | null>(initialStartsAt ?? null);
  const [topic, setTopic] = useState("");
  const slots = useFreeSlots(page, opened && !planNotice);
  const { book, reschedule } = useSessionActions();
  const pending = book.isPending || reschedule.isPending;
  const failure = book.error ?? reschedule.error;
  const chosen = slots.data?.find((s) => s.startsAt === startsAt) ?? null;

  const close = () => {
    book.reset();
    reschedule.reset();
    setStartsAt(null);
    setTopic("");
    setPage(0);
    onClose();
  };
  const submit = () => {
    if (!startsAt) return;
    const done = { onSuccess: close };
    if (moving) reschedule.mutate({ id: moving.id, startsAt }, done);
    else book.mutate({ kind: "one_to_one", startsAt, topic: topic || null, timeZone }, done);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={moving ? SESSION_TEXTS.rescheduleTitle(moving.title) : SESSION_TEXTS.bookTitle}
      size="lg"
    >
      <Stack gap="md">
        {planNotice && !moving ? (
          <>
            {planNotice}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {SESSION_TEXTS.close}
              </Button>
            </Group>
          </>
        ) : (
          bookingSteps()
        )}
      </Stack>
    </Modal>
  );

  /** The times, the topic and the confirmation: a plain function, so inputs keep their focus. */
  function bookingSteps() {
    return (
      <>
        {moving ? (
          <Text size="sm">{SESSION_TEXTS.now(sessionWhen(moving.startsAt, moving.endsAt, timeZone))}</Text>
        ) : (
          <Text size="sm">{SESSION_TEXTS.bookIntro}</Text>
        )}
        <SlotPicker
          slots={slots.data}
          loading={slots.isLoading}
          error={slots.error ? errorMessageOf(slots.error) : null}
          value={startsAt}
          onChange={setStartsAt}
          timeZone={timeZone}
          label={SESSION_TEXTS.freeTimes}
          emptyText={SESSION_TEXTS.noFreeTimesPage}
        />
        <SlotPagePager page={page} lastPage={LAST_SLOT_PAGE} onChange={setPage} />
        {!moving ? (
          <TextInput
            label={SESSION_TEXTS.topicLabel}
            description={SESSION_TEXTS.topicHint}
            maxLength={200}
            value={topic}
            onChange={(event) => setTopic(event.currentTarget.value)}
          />
        ) : null}
        {failure ? (
          <Alert color={httpStatusOf(failure) === 409 ? "orange" : "red"} role="alert">
            {httpStatusOf(failure) === 409 ? SESSION_TEXTS.slotTakenRetry : errorMessageOf(failure)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {SESSION_TEXTS.close}
          </Button>
          <Button onClick={submit} loading={pending} disabled={!chosen}>
            {moving ? SESSION_TEXTS.moveSession : SESSION_TEXTS.confirmBook}
          </Button>
        </Group>
      </>
    );
  }
}

import "@mantine/core/styles/Alert.css";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { COACHING_MESSAGES, STRATEGY_HOLD_TEXTS, localTimeZone, sessionWhen } from "@scalemsp/validators";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SlotPicker } from "../../../components/slot-picker";
import { errorMessageOf, httpStatusOf } from "../../../lib/trpc-errors";
import { useTRPC } from "../../../lib/trpc";

const DAY = 86_400_000;
const RANGE_DAYS = 21;

/** The free strategy session's next free times, in the visitor's zone (contract §10: no account needed). */
function useStrategySlots() {
  const trpc = useTRPC();
  const [range] = useState(() => ({
    from: new Date(Date.now()).toISOString(),
    to: new Date(Date.now() + RANGE_DAYS * DAY).toISOString(),
  }));
  return useQuery(trpc.booking.strategySlots.queryOptions(range));
}

interface PickFirstProps {
  value: string | null;
  onChange: (startsAt: string | null) => void;
}

/** Time first: the visitor picks a time before sending the form, which then books it. */
export function StrategyTimePicker({ value, onChange }: PickFirstProps) {
  const [timeZone] = useState(localTimeZone);
  const slots = useStrategySlots();
  return (
    <Stack gap="xs">
      <SlotPicker
        slots={slots.data}
        loading={slots.isLoading}
        error={slots.error ? errorMessageOf(slots.error) : null}
        value={value}
        onChange={onChange}
        timeZone={timeZone}
        label="Free times for your strategy session"
        emptyText="No free times in the next three weeks: send the form and we will find one with you."
      />
      {value ? (
        <Button variant="subtle" size="xs" w="fit-content" onClick={() => onChange(null)}>
          Clear the time
        </Button>
      ) : null}
    </Stack>
  );
}

/** After the form: the thank-you panel offers the next free times and books one with the form's token. */
export function StrategyBookingAfterRequest({ bookingToken }: { bookingToken: string }) {
  const trpc = useTRPC();
  const [timeZone] = useState(localTimeZone);
  const [chosen, setChosen] = useState<string | null>(null);
  const slots = useStrategySlots();
  const book = useMutation(
    trpc.booking.bookStrategy.mutationOptions({ onError: () => void slots.refetch() }),
  );
  if (book.data)
    return (
      <Alert color="blue" title={STRATEGY_HOLD_TEXTS.checkInboxTitle} ta="left" role="status">
        {STRATEGY_HOLD_TEXTS.checkInbox(sessionWhen(book.data.startsAt, book.data.endsAt, timeZone))}
      </Alert>
    );
  return (
    <Stack gap="sm" ta="left" w="100%">
      <Text fw={600}>Pick a time for your free 30-minute strategy session</Text>
      <SlotPicker
        slots={slots.data}
        loading={slots.isLoading}
        error={slots.error ? errorMessageOf(slots.error) : null}
        value={chosen}
        onChange={setChosen}
        timeZone={timeZone}
        label="Free times for your strategy session"
        emptyText="No free times in the next three weeks. We will be in touch to find one."
      />
      {book.error ? (
        <Alert color={httpStatusOf(book.error) === 409 ? "orange" : "red"} role="alert">
          {httpStatusOf(book.error) === 409 && errorMessageOf(book.error) === COACHING_MESSAGES.slotTaken
            ? `${COACHING_MESSAGES.slotTaken}. Please choose another time.`
            : errorMessageOf(book.error)}
        </Alert>
      ) : null}
      <Button
        disabled={!chosen}
        loading={book.isPending}
        onClick={() => chosen && book.mutate({ bookingToken, startsAt: chosen, timeZone })}
      >
        {chosen ? "Book this time" : "Choose a time to book"}
      </Button>
    </Stack>
  );
}

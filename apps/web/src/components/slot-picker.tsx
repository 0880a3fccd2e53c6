import "@mantine/core/styles/Chip.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/ScrollArea.css";
import { Alert, Button, Chip, Group, Loader, ScrollArea, Stack, Text } from "@mantine/core";
import { SESSION_TEXTS, dayKey, sessionClock, sessionDayShort, zoneName } from "@scalemsp/validators";
import { useMemo, useState } from "react";

export interface PickableSlot {
  startsAt: string;
  endsAt: string;
}

interface SlotPickerProps {
  slots: readonly PickableSlot[] | undefined;
  loading: boolean;
  error: string | null;
  /** The chosen slot's `startsAt`. */
  value: string | null;
  onChange: (startsAt: string) => void;
  /** The viewer's zone: times show there, and the zone is named. */
  timeZone: string;
  emptyText: string;
  /** Accessible name of the group of times. */
  label: string;
}

/**
 * Free times grouped by the viewer's day: a row of days, then that day's times. Shared by
 * the member's booking, the public strategy booking and the reschedule link.
 */
export function SlotPicker({
  slots,
  loading,
  error,
  value,
  onChange,
  timeZone,
  emptyText,
  label,
}: SlotPickerProps) {
  const days = useMemo(() => {
    const byDay = new Map<string, PickableSlot[]>();
    for (const slot of slots ?? []) {
      const key = dayKey(slot.startsAt, timeZone);
      byDay.set(key, [...(byDay.get(key) ?? []), slot]);
    }
    return [...byDay.entries()];
  }, [slots, timeZone]);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const day = days.find(([key]) => key === chosenDay) ?? days[0];

  if (loading)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">Finding free times…</Text>
      </Group>
    );
  if (error)
    return (
      <Alert color="red" title="Free times could not be loaded">
        {error}
      </Alert>
    );
  if (!day) return <Text size="sm">{emptyText}</Text>;

  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        Times in {zoneName(day[1][0]!.startsAt, timeZone)} ({timeZone})
      </Text>
      <ScrollArea type="auto" offsetScrollbars>
        <Chip.Group value={day[0]} onChange={(next) => setChosenDay(next)}>
          <Group gap="xs" wrap="nowrap" role="radiogroup" aria-label="Day">
            {days.map(([key, daySlots]) => (
              <Chip key={key} value={key} size="sm" variant="outline">
                {sessionDayShort(daySlots[0]!.startsAt, timeZone)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      <Group gap="xs" role="group" aria-label={label}>
        {day[1].map((slot) => {
          const selected = slot.startsAt === value;
          return (
            <Button
              key={slot.startsAt}
              size="xs"
              variant={selected ? "filled" : "light"}
              aria-pressed={selected}
              onClick={() => onChange(slot.startsAt)}
            >
              {sessionClock(slot.startsAt, timeZone)}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}

/** Earlier and later pages of free times, two weeks each, below a SlotPicker. */
export function SlotPagePager({
  page,
  lastPage,
  onChange,
}: {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
}) {
  return (
    <Group gap="xs">
      <Button variant="subtle" size="xs" disabled={page === 0} onClick={() => onChange(page - 1)}>
        {SESSION_TEXTS.earlierWeeks}
      </Button>
      <Button variant="subtle" size="xs" disabled={page >= lastPage} onClick={() => onChange(page + 1)}>
        {SESSION_TEXTS.laterWeeks}
      </Button>
    </Group>
  );
}

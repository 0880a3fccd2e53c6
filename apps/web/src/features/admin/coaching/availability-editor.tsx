import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/CheckboxCard.css";
import "@mantine/core/styles/CheckboxIndicator.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/ScrollArea.css";
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  ADMIN_MESSAGES,
  COACHING_ADMIN_TEXTS as T,
  COACHING_MESSAGES,
  rangesOverlap,
  type DateException,
  type TimeRange,
  type WeeklyRange,
} from "@scalemsp/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useTRPC } from "../../../lib/trpc";
import type { Availability } from "./types";

const WEEKDAYS = T.weekdays;

/** Every zone the browser knows, for the coach's zone. */
const zoneOptions = () => {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return zones.includes("UTC") ? zones : ["UTC", ...zones];
};

/** `<input type="time">` wants HH:MM; the end of the day is kept as 24:00 and shown as 23:59. */
const toInput = (time: string) => (time === "24:00" ? "23:59" : time);
const fromInput = (time: string) => (time === "23:59" ? "24:00" : time);

/**
 * A time field wide enough for a 12-hour clock's "09:00 AM" with the picker's icon, sharing a
 * phone's row with its pair and the remove button (two of them and the button fit in 312 px).
 */
const TIME_FIELD = { miw: "8.25rem", maw: "10rem", style: { flex: "1 1 0" } } as const;

function RangeRow({
  range,
  onChange,
  onRemove,
  label,
}: {
  range: TimeRange;
  onChange: (next: TimeRange) => void;
  onRemove: () => void;
  label: string;
}) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-end">
      <TextInput
        type="time"
        label={T.rangeFrom}
        aria-label={T.rangeFromLabel(label)}
        value={toInput(range.start)}
        onChange={(e) => onChange({ ...range, start: fromInput(e.currentTarget.value) })}
        {...TIME_FIELD}
      />
      <TextInput
        type="time"
        label={T.rangeTo}
        aria-label={T.rangeToLabel(label)}
        value={toInput(range.end)}
        onChange={(e) => onChange({ ...range, end: fromInput(e.currentTarget.value) })}
        {...TIME_FIELD}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        size="input-sm"
        onClick={onRemove}
        aria-label={T.removeRange(label)}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** The coach's week (several ranges a day) and date exceptions (a day off or other hours). */
export function AvailabilityEditor() {
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.coaching.availability.queryOptions());
  if (query.isLoading) return <Text>{T.loadingAvailability}</Text>;
  if (query.error)
    return (
      <Alert color="red" title={T.availabilityLoadFailed}>
        {errorMessageOf(query.error)}
      </Alert>
    );
  return <AvailabilityForm key={JSON.stringify(query.data)} initial={query.data!} />;
}

function AvailabilityForm({ initial }: { initial: Availability }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [timeZone, setTimeZone] = useState(initial.timeZone);
  const [weekly, setWeekly] = useState<WeeklyRange[]>(initial.weekly);
  const [exceptions, setExceptions] = useState<DateException[]>(initial.exceptions);
  const zones = useMemo(() => zoneOptions(), []);
  const save = useMutation(
    trpc.admin.coaching.saveAvailability.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.admin.coaching.availability.queryKey(), data);
        notifySuccess(T.availabilitySaved, T.availabilitySavedText);
      },
      onError: (error) => notifyError(ADMIN_MESSAGES.updateFailed, errorMessageOf(error)),
    }),
  );
  const overlapping = WEEKDAYS.some((_, i) => rangesOverlap(weekly.filter((r) => r.weekday === i + 1)));

  const setRange = (index: number, next: TimeRange) =>
    setWeekly((all) => all.map((r, i) => (i === index ? { ...r, ...next } : r)));
  const setException = (index: number, next: DateException) =>
    setExceptions((all) => all.map((e, i) => (i === index ? next : e)));

  return (
    <Stack gap="lg">
      <Select
        label={T.timeZone}
        description={T.timeZoneHint}
        searchable
        data={zones}
        value={timeZone}
        onChange={(value) => value && setTimeZone(value)}
        maw={360}
      />
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="weekly-hours-title">
        <Stack gap="sm">
          <Title order={2} size="h5" id="weekly-hours-title">
            {T.weeklyHours}
          </Title>
          {WEEKDAYS.map((name, i) => {
            const weekday = i + 1;
            const indexes = weekly.flatMap((r, index) => (r.weekday === weekday ? [index] : []));
            return (
              <Group
                key={name}
                align="flex-start"
                gap="md"
                wrap="wrap"
                py={4}
                style={{ borderTop: i ? "1px solid var(--mantine-color-default-border)" : undefined }}
              >
                <Text fw={600} w={110} pt={6}>
                  {name}
                </Text>
                <Stack gap="xs" style={{ flex: 1, minWidth: 260 }}>
                  {indexes.length === 0 ? (
                    <Text size="sm" c="dimmed" pt={6}>
                      {T.unavailable}
                    </Text>
                  ) : (
                    indexes.map((index, n) => (
                      <RangeRow
                        key={index}
                        label={T.rangeLabel(name, n + 1)}
                        range={weekly[index]!}
                        onChange={(next) => setRange(index, next)}
                        onRemove={() => setWeekly((all) => all.filter((_, j) => j !== index))}
                      />
                    ))
                  )}
                  <Button
                    variant="subtle"
                    size="xs"
                    w="fit-content"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => setWeekly((all) => [...all, { weekday, start: "09:00", end: "17:00" }])}
                  >
                    {T.addHoursOn(name)}
                  </Button>
                </Stack>
              </Group>
            );
          })}
          {overlapping ? (
            <Alert color="orange" role="alert">
              {COACHING_MESSAGES.rangesOverlap}
            </Alert>
          ) : null}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="exceptions-title">
        <Stack gap="sm">
          <Title order={2} size="h5" id="exceptions-title">
            {T.exceptionsTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {T.exceptionsIntro}
          </Text>
          {exceptions.map((exception, index) => (
            <Stack
              key={index}
              gap="xs"
              p="xs"
              style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: 8 }}
            >
              <Group gap="md" align="flex-end" wrap="wrap">
                <TextInput
                  type="date"
                  label={T.dateLabel}
                  value={exception.date}
                  onChange={(e) => setException(index, { ...exception, date: e.currentTarget.value })}
                  w={170}
                />
                <Checkbox
                  label={T.dayOff}
                  checked={exception.ranges.length === 0}
                  onChange={(e) =>
                    setException(index, {
                      ...exception,
                      ranges: e.currentTarget.checked ? [] : [{ start: "09:00", end: "17:00" }],
                    })
                  }
                  mb={8}
                />
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  mb={4}
                  onClick={() => setExceptions((all) => all.filter((_, j) => j !== index))}
                >
                  {T.removeException}
                </Button>
              </Group>
              {exception.ranges.map((range, n) => (
                <RangeRow
                  key={n}
                  label={T.rangeLabel(exception.date || T.exceptionFallback, n + 1)}
                  range={range}
                  onChange={(next) =>
                    setException(index, {
                      ...exception,
                      ranges: exception.ranges.map((r, j) => (j === n ? next : r)),
                    })
                  }
                  onRemove={() =>
                    setException(index, { ...exception, ranges: exception.ranges.filter((_, j) => j !== n) })
                  }
                />
              ))}
              {exception.ranges.length > 0 ? (
                <Button
                  variant="subtle"
                  size="xs"
                  w="fit-content"
                  onClick={() =>
                    setException(index, {
                      ...exception,
                      ranges: [...exception.ranges, { start: "13:00", end: "15:00" }],
                    })
                  }
                >
                  {T.addHoursOnDate}
                </Button>
              ) : null}
            </Stack>
          ))}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setExceptions((all) => [...all, { date: "", ranges: [] }])}
          >
            {T.addException}
          </Button>
        </Stack>
      </Card>
      {save.error ? (
        <Alert color="red" role="alert">
          {errorMessageOf(save.error)}
        </Alert>
      ) : null}
      <Group>
        <Button loading={save.isPending} onClick={() => save.mutate({ timeZone, weekly, exceptions })}>
          {T.saveAvailability}
        </Button>
      </Group>
    </Stack>
  );
}

import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Popover.css";
import { Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { IconCalendarPlus } from "@tabler/icons-react";
import { notifyError, notifySuccess } from "../lib/notify";
import { errorMessageOf } from "../lib/trpc-errors";
import { useTRPC } from "../lib/trpc";

/**
 * The caller's secret calendar feed (contract §13): a URL Google Calendar or Outlook
 * subscribes to, and a way to end it when it leaked. Members and the coach both have one.
 */
export function CalendarFeedCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feed = useQuery(trpc.calendar.feed.queryOptions());
  const reset = useMutation(
    trpc.calendar.reset.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.calendar.feed.queryKey(), data);
        notifySuccess("New calendar link", "The old link stops working. Subscribe again with the new one.");
      },
      onError: (error) => notifyError("Could not make a new link", errorMessageOf(error)),
    }),
  );
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconCalendarPlus size={20} aria-hidden />
          <Title order={2} size="h4" id="calendar-feed-title">
            Add to your calendar
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Subscribe to this private link in Google Calendar (Other calendars, From URL) or Outlook (Add
          calendar, Subscribe from web). Keep it to yourself: anyone with it sees your sessions.
        </Text>
        {feed.error ? (
          <Text size="sm" c="light-dark(var(--mantine-color-red-8), var(--mantine-color-red-3))">
            {errorMessageOf(feed.error)}
          </Text>
        ) : (
          <TextInput
            label="Calendar link"
            value={feed.data?.feedUrl ?? ""}
            placeholder="Loading…"
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
        )}
        <Group gap="xs">
          <CopyButton value={feed.data?.feedUrl ?? ""} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant={copied ? "filled" : "light"}
                color={copied ? "teal" : undefined}
                onClick={copy}
                disabled={!feed.data}
              >
                {copied ? "Link copied" : "Copy link"}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="subtle" loading={reset.isPending} onClick={() => reset.mutate()}>
            Make a new link
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Skeleton.css";
import { Card, Group, Skeleton, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { LoadError } from "./load-error";

interface ListCardProps {
  title: string;
  /** The heading's id: the card is a section labelled by it. */
  titleId: string;
  /** A link beside the title (to the page with all of it). */
  action?: ReactNode;
  /** The read the list comes from (a query's result); with `refetch`, a failure offers Retry. */
  read: { isLoading: boolean; error: unknown; refetch?: () => unknown; isRefetching?: boolean };
  /** The failure's heading, naming what did not load. */
  errorTitle?: string;
  /** Said to screen readers while the read is on its way. */
  loadingLabel: string;
  /** Shown when the read is done and the list is empty. */
  empty: ReactNode;
  /** The items, each an `<li>`; none: the empty state. */
  items: readonly ReactNode[];
}

/**
 * A card of a few things in a list, with the states every such card has: loading, an error
 * that says why and offers Retry, empty, and the list.
 */
export function ListCard({
  title,
  titleId,
  action,
  read,
  errorTitle,
  loadingLabel,
  empty,
  items,
}: ListCardProps) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          {action}
        </Group>
        {read.isLoading ? (
          <Stack gap="xs" aria-busy="true" aria-label={loadingLabel}>
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : read.error ? (
          <LoadError
            title={errorTitle}
            error={read.error}
            onRetry={read.refetch ? () => void read.refetch?.() : undefined}
            retrying={read.isRefetching === true}
          />
        ) : items.length === 0 ? (
          empty
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {items}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

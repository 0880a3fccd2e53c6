import "@mantine/core/styles/Skeleton.css";
import "@mantine/core/styles/SimpleGrid.css";
import { Group, SimpleGrid, Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import { PAGE_SKELETON_ATTRIBUTE } from "@scalemsp/validators";

export interface PageSkeletonShape {
  /** How many tabs (or filter buttons) the page shows under its heading; none when 0. */
  tabs?: number;
  /** How many cards its first screen lists, and how tall each is. */
  cards: number;
  cardHeight: number;
  /** Columns of cards from the `sm` width up (one on a phone). */
  columns?: number;
}

/**
 * A signed-in page before its data: grey blocks where its heading, tabs and cards will be, so
 * the page does not jump when they arrive. The build renders it into the page's shell (the
 * route's `pendingComponent`), and the app shows it while a page's code or data is on its way.
 */
export function PageSkeleton({ tabs = 0, cards, cardHeight, columns = 2 }: PageSkeletonShape) {
  return (
    <Stack gap="lg" aria-busy="true" {...{ [PAGE_SKELETON_ATTRIBUTE]: "" }}>
      <VisuallyHidden role="status">Loading...</VisuallyHidden>
      <Stack gap={8} aria-hidden>
        <Skeleton h={34} w="min(22rem, 70%)" radius="sm" />
        <Skeleton h={18} w="min(32rem, 90%)" radius="sm" />
      </Stack>
      {tabs > 0 ? (
        <Group gap="xs" aria-hidden>
          {Array.from({ length: tabs }, (_, index) => (
            <Skeleton key={index} h={32} w={96} radius="xl" />
          ))}
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md" aria-hidden>
        {Array.from({ length: cards }, (_, index) => (
          <Skeleton key={index} h={cardHeight} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/SimpleGrid.css";
import { ActionIcon, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import { forYouResources, similarResources, trendingResources } from "@scalemsp/validators";
import { IconThumbDown, IconThumbDownFilled, IconThumbUp, IconThumbUpFilled } from "@tabler/icons-react";
import { useState } from "react";
import { useResourceFeedback } from "../hooks/use-resource-feedback";
import type { Resource } from "../types";
import { ResourceCard } from "./resource-card";

interface RecommendationsPanelProps {
  resources: readonly Resource[];
  selected: Resource | null;
  onSelect: (id: number) => void;
}

/** Spec §2 and §9: Similar (to the selected resource), Trending and For You, 3 each, with local feedback. */
export function RecommendationsPanel({ resources, selected, onSelect }: RecommendationsPanelProps) {
  const { voteOf, vote } = useResourceFeedback();
  // Picking a resource shows what is similar to it; until then Trending has something to show.
  const [tab, setTab] = useState<string>(selected ? "similar" : "trending");
  const [shownFor, setShownFor] = useState(selected?.id);
  if (selected?.id !== shownFor) {
    setShownFor(selected?.id);
    if (selected) setTab("similar");
  }

  const renderItems = (items: Resource[], empty: string) =>
    items.length === 0 ? (
      <Text c="dimmed" size="sm" py="md">
        {empty}
      </Text>
    ) : (
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {items.map((resource) => {
          const current = voteOf(resource.id);
          return (
            <Stack key={resource.id} gap={6}>
              <ResourceCard
                resource={resource}
                selected={resource.id === selected?.id}
                onSelect={onSelect}
                compact
              />
              <Group gap={4} justify="flex-end" role="group" aria-label={`Feedback on ${resource.title}`}>
                {/* The icons alone read as stray marks under the card; the question says what they ask. */}
                <Text size="xs" c="dimmed" aria-hidden>
                  Useful?
                </Text>
                <ActionIcon
                  variant={current === "up" ? "light" : "subtle"}
                  color={current === "up" ? "green" : "gray"}
                  aria-label="Helpful"
                  aria-pressed={current === "up"}
                  onClick={() => vote(resource.id, "up")}
                >
                  {current === "up" ? (
                    <IconThumbUpFilled size={16} aria-hidden />
                  ) : (
                    <IconThumbUp size={16} aria-hidden />
                  )}
                </ActionIcon>
                <ActionIcon
                  variant={current === "down" ? "light" : "subtle"}
                  color={current === "down" ? "red" : "gray"}
                  aria-label="Not helpful"
                  aria-pressed={current === "down"}
                  onClick={() => vote(resource.id, "down")}
                >
                  {current === "down" ? (
                    <IconThumbDownFilled size={16} aria-hidden />
                  ) : (
                    <IconThumbDown size={16} aria-hidden />
                  )}
                </ActionIcon>
              </Group>
            </Stack>
          );
        })}
      </SimpleGrid>
    );

  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby="recommendations-title"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="recommendations-title">
          Recommended for You
        </Title>
        <Tabs value={tab} onChange={(value) => setTab(value ?? "trending")} keepMounted={false}>
          <Tabs.List aria-label="Recommendations">
            <Tabs.Tab value="similar">Similar</Tabs.Tab>
            <Tabs.Tab value="trending">Trending</Tabs.Tab>
            <Tabs.Tab value="for-you">For You</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="similar" pt="md">
            {selected ? (
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  Similar to <strong>{selected.title}</strong>
                </Text>
                {renderItems(similarResources(selected, resources), "No similar resources found.")}
              </Stack>
            ) : (
              <Text c="dimmed" size="sm" py="md">
                Select a resource above to see similar ones.
              </Text>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="trending" pt="md">
            {renderItems(trendingResources(resources), "No resources yet.")}
          </Tabs.Panel>
          <Tabs.Panel value="for-you" pt="md">
            {renderItems(forYouResources(resources), "No resources yet.")}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}

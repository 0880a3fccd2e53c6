import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Skeleton.css";
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import type { ResourceType } from "@scalemsp/validators";
import { IconSearch, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { RESOURCE_MESSAGES, formatCount } from "@scalemsp/validators";
import { LoadError } from "../../../components/load-error";
import { staleUnlessSentWithPage } from "../../../lib/sent-with-page";
import { useTRPC } from "../../../lib/trpc";
import { useTypedFields } from "../../../lib/use-form-ready";
import {
  RESOURCE_FILTER_BUTTONS,
  featuredResources,
  matchesResourceSearch,
  resourceListTitle,
  resourcesHeader,
  RESOURCES_SHOWN_AT_ONCE,
  resourcesShownText,
  shownResources,
} from "../resource-view";
import { RecommendationsPanel } from "./recommendations-panel";
import { ResourceCard } from "./resource-card";

interface ResourcesPageProps {
  type: ResourceType | undefined;
  onTypeChange: (type: ResourceType | undefined) => void;
}

export function ResourcesPage({ type, onTypeChange }: ResourcesPageProps) {
  const trpc = useTRPC();
  // Spec §9: the one read that is always considered stale, so each visit shows current
  // downloads; the answer sent with the page is current already, and is not read twice.
  const resourcesQuery = useQuery({
    ...trpc.resources.list.queryOptions(type ? { type } : undefined),
    staleTime: staleUnlessSentWithPage,
  });
  // The page may be rendered by the server: a search typed before its code ran is kept.
  const searchField = useTypedFields({ search: "" });
  const { search } = searchField.values;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Presses of 'Show more' for this type and search; another type or search starts again.
  const listKey = `${type ?? ""}\0${search}`;
  const [morePresses, setMorePresses] = useState({ listKey, pages: 0 });
  const pages = morePresses.listKey === listKey ? morePresses.pages : 0;

  const header = resourcesHeader(type);
  const resources = resourcesQuery.data ?? [];
  const featured = featuredResources(resources, type, search);
  // What the Featured section shows is not listed a second time right below it.
  const featuredIds = new Set(featured.map((resource) => resource.id));
  const listed = resources.filter(
    (resource) => matchesResourceSearch(resource, search) && !featuredIds.has(resource.id),
  );
  const shown = shownResources(listed, pages);
  const selected = resources.find((resource) => resource.id === selectedId) ?? null;
  const filtering = type !== undefined || search.trim() !== "";

  const clearFilters = () => {
    searchField.set("search", "");
    onTypeChange(undefined);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{header.title}</Title>
        <Text c="dimmed">{header.description}</Text>
      </Stack>

      <Stack gap="sm">
        <Group gap="xs" role="group" aria-label="Filter by type">
          {RESOURCE_FILTER_BUTTONS.map((button) => {
            const active = button.type === type;
            return (
              <Button
                key={button.label}
                size="xs"
                radius="xl"
                variant={active ? "filled" : "default"}
                aria-pressed={active}
                onClick={() => onTypeChange(button.type)}
              >
                {button.label}
              </Button>
            );
          })}
        </Group>
        <TextInput
          {...searchField.input("search")}
          label="Search"
          placeholder={RESOURCE_MESSAGES.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            search ? (
              <Button
                variant="subtle"
                size="compact-xs"
                color="gray"
                aria-label="Clear search"
                onClick={() => searchField.set("search", "")}
                px={4}
              >
                <IconX size={14} aria-hidden />
              </Button>
            ) : null
          }
          type="search"
          maw={480}
        />
      </Stack>

      {resourcesQuery.data === undefined && !resourcesQuery.isError ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          aria-busy="true"
          aria-label="Loading resources"
        >
          {/* As tall as the cards: a phone's without a cover, two or three to a row with one. */}
          {[0, 1, 2, 3, 4, 5].map((key) => (
            <Fragment key={key}>
              <Skeleton height={230} radius="md" hiddenFrom="sm" />
              <Skeleton height={400} radius="md" visibleFrom="sm" />
            </Fragment>
          ))}
        </SimpleGrid>
      ) : resourcesQuery.data === undefined ? (
        <LoadError
          title={RESOURCE_MESSAGES.loadFailedTitle}
          message={RESOURCE_MESSAGES.loadFailedText}
          onRetry={() => void resourcesQuery.refetch()}
          retrying={resourcesQuery.isFetching}
        />
      ) : (
        <>
          {featured.length > 0 ? (
            <section aria-labelledby="featured-title">
              <Title order={2} size="h3" id="featured-title" mb="sm">
                {RESOURCE_MESSAGES.featured}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
                {featured.map((resource) => (
                  <ResourceCard
                    key={resource.id}
                    resource={resource}
                    selected={resource.id === selectedId}
                    onSelect={setSelectedId}
                    compact
                  />
                ))}
              </SimpleGrid>
            </section>
          ) : null}

          <section aria-labelledby="resource-list-title">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h3" id="resource-list-title">
                {resourceListTitle(type, search)}
              </Title>
              <Text size="sm" c="dimmed" aria-live="polite">
                {formatCount(listed.length, "resource", "resources")}
              </Text>
            </Group>
            {listed.length === 0 ? (
              <Paper withBorder p="xl" radius="md">
                <Stack align="center" gap="sm" ta="center">
                  <Text>{RESOURCE_MESSAGES.empty}</Text>
                  {filtering ? (
                    <Button variant="light" onClick={clearFilters}>
                      {RESOURCE_MESSAGES.clearFilters}
                    </Button>
                  ) : null}
                </Stack>
              </Paper>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {shown.map((resource) => (
                  <ResourceCard
                    key={resource.id}
                    resource={resource}
                    selected={resource.id === selectedId}
                    onSelect={setSelectedId}
                  />
                ))}
              </SimpleGrid>
            )}
            {listed.length > RESOURCES_SHOWN_AT_ONCE ? (
              <Stack align="center" gap={4} mt="lg">
                {shown.length < listed.length ? (
                  <Button variant="default" onClick={() => setMorePresses({ listKey, pages: pages + 1 })}>
                    {RESOURCE_MESSAGES.showMore}
                  </Button>
                ) : null}
                <Text size="sm" c="dimmed" aria-live="polite">
                  {resourcesShownText(shown.length, listed.length)}
                </Text>
              </Stack>
            ) : null}
          </section>

          {resources.length > 0 ? (
            <RecommendationsPanel resources={resources} selected={selected} onSelect={setSelectedId} />
          ) : null}
        </>
      )}
    </Stack>
  );
}

import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/ThemeIcon.css";
import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title, UnstyledButton } from "@mantine/core";
import { PLAN_MESSAGES, RESOURCE_TYPE_LABELS, resourceUnlockText } from "@scalemsp/validators";
import { IconDownload, IconLock } from "@tabler/icons-react";
import type { MouseEvent } from "react";
import { AnchorLink } from "../../../components/router-links";
import { usePlanNames } from "../../../lib/plans";
import { useViewerTimeZone } from "../../../session/time-zone";
import { useResourceDownload } from "../hooks/use-resource-download";
import { formatResourceDate } from "../resource-view";
import type { Resource } from "../types";
import { CoverImage, CoverPlaceholder } from "../../../components/cover-image";
import { ResourceTypeIcon } from "./resource-type-icon";

interface ResourceCardProps {
  resource: Resource;
  selected: boolean;
  onSelect: (id: number) => void;
  /** Featured and recommended items are shown smaller. */
  compact?: boolean;
}

/** Clicks on the download button are its own; they do not also select the card. */
const stop = (event: MouseEvent) => event.stopPropagation();

export function ResourceCard({ resource, selected, onSelect, compact = false }: ResourceCardProps) {
  const { download, isDownloading } = useResourceDownload();
  const names = usePlanNames(resource.locked);
  const timeZone = useViewerTimeZone();
  return (
    <Card
      withBorder
      radius="md"
      padding={compact ? "sm" : "md"}
      h="100%"
      data-testid="resource-card"
      onClick={() => onSelect(resource.id)}
      style={{
        cursor: "pointer",
        ...(selected ? { borderColor: "var(--mantine-primary-color-filled)", borderWidth: 2 } : {}),
      }}
    >
      {compact ? null : resource.thumbnailUrl ? (
        <Card.Section mb="xs">
          <CoverImage src={resource.thumbnailUrl} />
        </Card.Section>
      ) : (
        // Two or three to a row, a card without a picture keeps the cover's place beside one
        // with a picture; one to a row (a phone), it needs none.
        <Card.Section mb="xs" visibleFrom="sm" data-testid="resource-cover-placeholder">
          <CoverPlaceholder>
            <ResourceTypeIcon type={resource.type} size={48} />
          </CoverPlaceholder>
        </Card.Section>
      )}
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            {/* Beside a cover placeholder (from sm up) the type's icon is already on the card. */}
            <ThemeIcon
              variant="light"
              radius="md"
              size={compact ? "md" : "lg"}
              hiddenFrom={compact || resource.thumbnailUrl ? undefined : "sm"}
              aria-hidden
            >
              <ResourceTypeIcon type={resource.type} size={compact ? 16 : 20} />
            </ThemeIcon>
            <Badge variant="default">{RESOURCE_TYPE_LABELS[resource.type]}</Badge>
          </Group>
          <Text size="xs" c="dimmed">
            <time dateTime={resource.createdAt}>{formatResourceDate(resource.createdAt, timeZone)}</time>
          </Text>
        </Group>

        <Title order={3} size={compact ? "h6" : "h5"}>
          {/* The title selects the card for keyboard users (Similar needs a selection). */}
          <UnstyledButton
            onClick={(event) => {
              stop(event);
              onSelect(resource.id);
            }}
            aria-pressed={selected}
          >
            {resource.title}
          </UnstyledButton>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={compact ? 2 : 3}>
          {resource.description}
        </Text>

        <Group justify="space-between" gap="xs" mt="auto" wrap="nowrap">
          {resource.categoryName ? (
            <Text size="xs" c="dimmed" truncate="end">
              {resource.categoryName}
            </Text>
          ) : (
            <span />
          )}
          {resource.locked ? null : (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={isDownloading}
              onClick={(event) => {
                stop(event);
                download(resource.id);
              }}
              aria-label={`Download ${resource.title}`}
              aria-busy={isDownloading || undefined}
            >
              {isDownloading ? "Downloading..." : "Download"}
            </Button>
          )}
        </Group>
        {resource.locked ? (
          <Group gap={6} wrap="nowrap" align="flex-start" data-testid="resource-locked">
            <IconLock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="xs">
              {resourceUnlockText(resource.accessLevel, names)}{" "}
              <AnchorLink
                to="/pricing"
                size="xs"
                fw={600}
                onClick={stop}
                aria-label={`${PLAN_MESSAGES.seePlans}: ${resource.title}`}
              >
                {PLAN_MESSAGES.seePlans}
              </AnchorLink>
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

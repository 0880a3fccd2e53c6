import { Paper, Stack, Text, Title, type MantineSpacing } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadingState } from "../shared/query-states";
import { LoadError } from "../../../components/load-error";

interface SettingsCardProps {
  /** The heading's id, which names the card's region. */
  id: string;
  title: string;
  description: ReactNode;
  gap?: MantineSpacing;
  maw?: number;
  children: ReactNode;
}

/** A card of the Settings tab: its heading and what it is for, then its controls. */
export function SettingsCard({ id, title, description, gap = "lg", maw, children }: SettingsCardProps) {
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md" component="section" aria-labelledby={id}>
      <Stack gap={gap} maw={maw}>
        <div>
          <Title order={2} fz="h3" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** A card's data once loaded; until then its spinner, or its error with Retry. */
export function SettingsQuery<T, E>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T, E>;
  /** What loads, as the spinner and the error name it: "settings", "brand images". */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={`Loading ${what}`} />;
  if (query.isError)
    return (
      <LoadError
        title={`Error loading ${what}`}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return children(query.data);
}

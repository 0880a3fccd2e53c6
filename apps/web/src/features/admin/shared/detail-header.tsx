import { Group, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { StatusBadge } from "./status-badge";

/** A detail page's heading with the row's Active/Inactive badge beside it. */
export function DetailTitle({ title, active }: { title: ReactNode; active: boolean }) {
  return (
    <Group gap="sm">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <StatusBadge active={active} />
    </Group>
  );
}

interface DetailHeaderProps {
  title: string;
  active: boolean;
  /** The line under the heading. */
  subtitle: ReactNode;
  /** The page's buttons, beside the heading on wide screens. */
  actions: ReactNode;
}

export function DetailHeader({ title, active, subtitle, actions }: DetailHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={4}>
        <DetailTitle title={title} active={active} />
        {subtitle}
      </Stack>
      <Group gap="sm">{actions}</Group>
    </Group>
  );
}

import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Card.css";
import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { PLAN_LABELS } from "@scalemsp/validators";
import { IconBriefcase, IconUsers } from "@tabler/icons-react";
import type { SessionBusiness } from "../../../session/types";

/** Spec §2: the member's business with its plan (pro reads "Professional"). */
export function BusinessCard({ business }: { business: SessionBusiness }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="business-card-title">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6}>
          <Title order={2} size="h3" id="business-card-title">
            {business.name}
          </Title>
          {/* Wide apart side by side, but as close as the title's gap once a phone stacks them. */}
          <Group gap="lg" style={{ rowGap: 6 }}>
            <Group gap={6} wrap="nowrap">
              <IconBriefcase size={16} aria-hidden />
              <Text size="sm">
                Industry: {business.industry?.trim() ? business.industry : "Not specified"}
              </Text>
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconUsers size={16} aria-hidden />
              <Text size="sm">Employees: {business.employeeCount ?? "Not specified"}</Text>
            </Group>
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            Plan
          </Text>
          <Badge
            size="lg"
            variant="light"
            c="light-dark(var(--mantine-color-indigo-9), var(--mantine-color-indigo-3))"
            data-testid="plan-badge"
          >
            {PLAN_LABELS[business.planLevel]}
          </Badge>
        </Group>
      </Group>
    </Card>
  );
}

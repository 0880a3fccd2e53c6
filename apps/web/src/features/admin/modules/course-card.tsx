import "@mantine/core/styles/Card.css";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { PLAN_LABELS, formatCount } from "@scalemsp/validators";
import type { AdminModule } from "../shared/api-types";
import { StatusBadge, DotBadge } from "../shared/status-badge";

interface CourseCardProps {
  module: AdminModule;
  selected: boolean;
  toggling: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onToggle: () => void;
}

export function CourseCard({ module, selected, toggling, onSelect, onEdit, onToggle }: CourseCardProps) {
  const headingId = `course-${module.id}-title`;
  const lessons = formatCount(module.lessonCount, "lesson", "lessons");
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      withBorder
      padding="md"
      radius="md"
      style={selected ? { borderColor: "var(--mantine-primary-color-filled)", borderWidth: 2 } : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="md" id={headingId} style={{ overflowWrap: "anywhere" }}>
            {module.title}
          </Title>
          <StatusBadge active={module.isActive} />
        </Group>
        <Text size="sm" lineClamp={3}>
          {module.description}
        </Text>
        <Group gap="xs">
          <DotBadge color="indigo">{`${PLAN_LABELS[module.requiredPlanLevel]} plan`}</DotBadge>
          <Text size="sm">
            {lessons} · Sort order {module.sortOrder}
          </Text>
        </Group>
        <Group gap="xs" mt="auto">
          <Button
            size="xs"
            variant={selected ? "filled" : "light"}
            aria-pressed={selected}
            onClick={onSelect}
          >
            Lessons
          </Button>
          <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${module.title}`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={toggling}
            onClick={onToggle}
            aria-label={`${module.isActive ? "Deactivate" : "Activate"} ${module.title}`}
          >
            {module.isActive ? "Deactivate" : "Activate"}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

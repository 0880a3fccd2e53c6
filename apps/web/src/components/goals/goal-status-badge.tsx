import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";
import { GOAL_STATUS_LABELS, type GoalStatus } from "@scalemsp/validators";
import { STATUS_COLORS } from "./goal-status-colors";

export function GoalStatusBadge({ status }: { status: GoalStatus }) {
  const colors = STATUS_COLORS[status];
  return (
    <Badge variant="filled" color={colors.bg} c={colors.text} style={{ flexShrink: 0 }}>
      {GOAL_STATUS_LABELS[status]}
    </Badge>
  );
}

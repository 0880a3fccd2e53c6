import "@mantine/core/styles/Badge.css";
import { Badge } from "@mantine/core";

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? "green" : "red"} variant="dot">
      {active ? "Active" : "Inactive"}
    </Badge>
  );
}

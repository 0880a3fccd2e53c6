import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import { Group, Table, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconSelector } from "@tabler/icons-react";

/** The values of aria-sort that a sorted column takes. */
export type SortDirection = "ascending" | "descending";

export interface SortableHeaderProps {
  label: string;
  /** The table's order by this column, or null while it is sorted by another. */
  direction: SortDirection | null;
  /** The order the first click on this column gives, e.g. the highest growth first. */
  firstDirection: SortDirection;
  /** Called with the order a click gives: the other way round once the column is sorted. */
  onSort: (direction: SortDirection) => void;
  align?: "left" | "right";
}

const opposite = (direction: SortDirection): SortDirection =>
  direction === "ascending" ? "descending" : "ascending";

/**
 * A column header that sorts its table. aria-sort on the cell gives the order now; the button
 * inside says the order a click gives, so a screen reader hears both before choosing.
 */
export function SortableHeader({ label, direction, firstDirection, onSort, align }: SortableHeaderProps) {
  const next = direction ? opposite(direction) : firstDirection;
  const Icon = direction ? (direction === "descending" ? IconChevronDown : IconChevronUp) : IconSelector;
  return (
    <Table.Th ta={align} aria-sort={direction ?? "none"}>
      <UnstyledButton onClick={() => onSort(next)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === "right" ? "flex-end" : "flex-start"}>
          {label}
          <Icon size={14} aria-hidden />
        </Group>
        <VisuallyHidden>{`, sort ${next}`}</VisuallyHidden>
      </UnstyledButton>
    </Table.Th>
  );
}

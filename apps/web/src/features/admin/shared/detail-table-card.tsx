import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import { Card, Group, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import "./pinned-table.css";

interface DetailTableCardProps<Item> {
  title: ReactNode;
  /** Beside the title (a link to manage the rows). */
  action?: ReactNode;
  /** Under the table or the empty text. */
  footer?: ReactNode;
  /** The table's accessible name. */
  label: string;
  emptyText: string;
  /** Below this width the table scrolls, its first column pinned. */
  minWidth: number;
  columns: string[];
  items: Item[];
  itemKey: (item: Item) => string | number;
  /** One cell a column, in the columns' order. */
  cells: (item: Item) => ReactNode[];
}

/** A card of a detail page listing related rows in a table, or a line saying there are none. */
export function DetailTableCard<Item>({
  title,
  action,
  footer,
  label,
  emptyText,
  minWidth,
  columns,
  items,
  itemKey,
  cells,
}: DetailTableCardProps<Item>) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {action}
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={minWidth} type="scrollarea">
          <Table className="pinned-table" verticalSpacing="xs" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={itemKey(item)}>
                  {cells(item).map((cell, index) => (
                    <Table.Td key={columns[index]}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {footer}
    </Card>
  );
}

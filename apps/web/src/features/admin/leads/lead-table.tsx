import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import { Table, type TableTdProps, VisuallyHidden } from "@mantine/core";
import type { ComponentProps, Key, ReactNode } from "react";
import { LeadPager } from "./list-controls";
import "../shared/pinned-table.css";
import "./lead-table.css";

/** A column of a lead list: its heading, and what a row shows under it. */
export interface LeadColumn<Row> {
  label: string;
  /** A column of buttons: its name is for screen readers, and its cells go uncaptioned. */
  labelHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /** The cell's own layout on a wide screen (its width, wrapping). */
  cellProps?: Omit<TableTdProps, "children">;
}

interface LeadTableProps<Row> {
  label: string;
  minWidth: number;
  columns: readonly LeadColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** A refetch is under way; the rows shown may be about to change. */
  busy: boolean;
  /** The rows are the previous page's while the next one loads, so they are dimmed. */
  stale: boolean;
  /** The page's place and total, for a list that comes in pages. */
  pager?: ComponentProps<typeof LeadPager>;
}

/**
 * A list of the Leads tab as a table, with the pager and total below it when it comes in pages.
 * On a phone each row is a card of its own, every cell under its column's name
 * (lead-table.css), so a note's Save or a message's View is in reach without scrolling sideways. The roles are written out because a table laid out
 * as blocks loses its table semantics in some browsers.
 */
export function LeadTable<Row>({
  label,
  minWidth,
  columns,
  rows,
  rowKey,
  busy,
  stale,
  pager,
}: LeadTableProps<Row>) {
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth} className="lead-table-scroll">
        <Table
          className="pinned-table lead-table"
          role="table"
          striped
          verticalSpacing="sm"
          aria-label={label}
          aria-busy={busy ? "true" : undefined}
          style={{ opacity: stale ? 0.6 : 1 }}
        >
          <Table.Thead role="rowgroup">
            <Table.Tr role="row">
              {columns.map((column) => (
                <Table.Th key={column.label} scope="col" role="columnheader">
                  {column.labelHidden ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody role="rowgroup">
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)} role="row">
                {columns.map((column) => (
                  <Table.Td
                    key={column.label}
                    role="cell"
                    data-label={column.labelHidden ? undefined : column.label}
                    {...column.cellProps}
                  >
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pager ? <LeadPager {...pager} /> : null}
    </>
  );
}

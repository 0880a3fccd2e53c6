import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import { Table } from "@mantine/core";
import type { ComponentProps, ReactNode } from "react";
import { LeadPager } from "./list-controls";
import "../shared/pinned-table.css";

interface LeadTableProps {
  label: string;
  minWidth: number;
  columns: readonly string[];
  /** A refetch is under way; the rows shown may be about to change. */
  busy: boolean;
  /** The rows are the previous page's while the next one loads, so they are dimmed. */
  stale: boolean;
  pager: ComponentProps<typeof LeadPager>;
  children: ReactNode;
}

/** One page of a lead list as a table, with the pager and total below it. */
export function LeadTable({ label, minWidth, columns, busy, stale, pager, children }: LeadTableProps) {
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table
          className="pinned-table"
          striped
          verticalSpacing="sm"
          aria-label={label}
          aria-busy={busy ? "true" : undefined}
          style={{ opacity: stale ? 0.6 : 1 }}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LeadPager {...pager} />
    </>
  );
}

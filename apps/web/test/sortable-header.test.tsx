import { MantineProvider, Table } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import {
  SortableHeader,
  type SortableHeaderProps,
  type SortDirection,
} from "../src/features/admin/shared/sortable-header";
import { clickHandler } from "./element-tree";

const props = (overrides: Partial<SortableHeaderProps>): SortableHeaderProps => ({
  label: "Streak",
  direction: null,
  firstDirection: "descending",
  onSort: () => {},
  ...overrides,
});

const render = (overrides: Partial<SortableHeaderProps>) =>
  renderToString(
    <MantineProvider>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader {...props(overrides)} />
          </Table.Tr>
        </Table.Thead>
      </Table>
    </MantineProvider>,
  );

const click = (overrides: Partial<SortableHeaderProps>) => {
  const onSort = vi.fn<(direction: SortDirection) => void>();
  clickHandler(SortableHeader(props({ ...overrides, onSort })))?.();
  return onSort;
};

describe("a sortable column header", () => {
  it("puts aria-sort on the header cell, a real button inside and the icon out of the accessible name", () => {
    const html = render({});
    expect(html).toMatch(/<th[^>]*aria-sort="none"[^>]*>\s*<button[^>]*type="button"/);
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(render({ direction: "ascending" })).toMatch(/<th[^>]*aria-sort="ascending"/);
    expect(render({ direction: "descending" })).toMatch(/<th[^>]*aria-sort="descending"/);
  });

  it("names the button by its label and the order a click gives", () => {
    expect(render({})).toContain("Streak<svg");
    expect(render({})).toContain(", sort descending");
    expect(render({ direction: "descending" })).toContain(", sort ascending");
    expect(render({ direction: "ascending" })).toContain(", sort descending");
  });

  it("sorts an unsorted column its first way, and a sorted one the other way round", () => {
    expect(click({}).mock.calls).toEqual([["descending"]]);
    expect(click({ firstDirection: "ascending" }).mock.calls).toEqual([["ascending"]]);
    expect(click({ direction: "descending" }).mock.calls).toEqual([["ascending"]]);
    expect(click({ direction: "ascending" }).mock.calls).toEqual([["descending"]]);
  });

  it("aligns a figure's header to the right, like its figures", () => {
    expect(render({ align: "right" })).toMatch(/<th[^>]*style="text-align:right"/);
    expect(render({})).not.toContain("text-align:right");
  });
});

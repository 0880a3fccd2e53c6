import { formatCount } from "@scalemsp/validators";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Pagination.css";
import { Button, Group, Pagination, Select, Text, TextInput } from "@mantine/core";
import { IconDownload, IconSearch } from "@tabler/icons-react";

interface FiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  searchPlaceholder: string;
  status: string;
  onStatusChange: (value: string) => void;
  statusOptions: { value: string; label: string }[];
  onExport: () => void;
  exporting: boolean;
}

export const ALL = "all";

/** Search, status filter and the CSV export, which takes the same filters. */
export function LeadFilters(props: FiltersProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="search"
        label="Search"
        placeholder={props.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
        style={{ flex: "1 1 16rem" }}
      />
      <Select
        label="Status"
        data={[{ value: ALL, label: "All statuses" }, ...props.statusOptions]}
        value={props.status}
        onChange={(value) => props.onStatusChange(value ?? ALL)}
        allowDeselect={false}
        w={180}
      />
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={props.onExport}
        loading={props.exporting}
      >
        Export CSV
      </Button>
    </Group>
  );
}

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  noun: [singular: string, plural: string];
}

const CONTROL_LABELS = {
  first: "First page",
  previous: "Previous page",
  next: "Next page",
  last: "Last page",
};

export function LeadPager({ page, pageSize, total, onPageChange, noun }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" aria-live="polite">
        {formatCount(total, noun[0], noun[1])} total
      </Text>
      {pages > 1 ? (
        <nav aria-label="Pages">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onPageChange}
            size="sm"
            getControlProps={(control) => ({ "aria-label": CONTROL_LABELS[control] })}
            getItemProps={(item) => ({
              "aria-label": `Page ${item}`,
              "aria-current": item === page ? "page" : undefined,
            })}
          />
        </nav>
      ) : null}
    </Group>
  );
}

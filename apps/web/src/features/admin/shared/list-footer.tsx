import "@mantine/core/styles/Pagination.css";
import { Box, Group, Pagination, Text } from "@mantine/core";
import { MESSAGES } from "@scalemsp/validators";
import { ReasonedButton } from "../../../components/reasoned-button";

export interface ListFooterProps {
  totalText: string;
  /** Names the page switcher for screen readers, e.g. "Businesses pages". */
  pagesLabel: string;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Absent where the screen has no search to clear. */
  onClearFilters?: (() => void) | undefined;
  /** Spec §2: disabled while the search is empty, with that reason beside it. */
  clearDisabled?: boolean;
}

const CONTROL_LABELS = {
  first: "First page",
  previous: "Previous page",
  next: "Next page",
  last: "Last page",
};

/** '{n} … total', the page switcher when there is more than one page, and Clear filters. */
export function ListFooter(props: ListFooterProps) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {props.totalText}
      </Text>
      {pages > 1 || props.page > 1 ? (
        <Box component="nav" aria-label={props.pagesLabel}>
          <Pagination
            total={pages}
            value={Math.min(props.page, pages)}
            onChange={props.onPageChange}
            size="sm"
            siblings={1}
            getControlProps={(control) => ({ "aria-label": CONTROL_LABELS[control] })}
            getItemProps={(page) => ({ "aria-label": `Page ${page}` })}
          />
        </Box>
      ) : null}
      {props.onClearFilters ? (
        <Group gap="xs" wrap="nowrap">
          <ReasonedButton
            variant="default"
            size="xs"
            onClick={props.onClearFilters}
            unavailable={props.clearDisabled ? MESSAGES.nothingToClear : null}
          >
            Clear filters
          </ReasonedButton>
        </Group>
      ) : null}
    </Group>
  );
}

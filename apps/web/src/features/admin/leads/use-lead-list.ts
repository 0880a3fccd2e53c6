import { useDebouncedValue } from "@mantine/hooks";
import { ADMIN_MESSAGES, LEADS_PAGE_SIZE_DEFAULT } from "@scalemsp/validators";
import { type ComponentProps, useState } from "react";
import { notifyError } from "../../../lib/notify";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { downloadCsv } from "./download-csv";
import { ALL, type LeadFilters } from "./list-controls";

export interface LeadListFilters<Status extends string> {
  search: string | undefined;
  status: Status | undefined;
}

interface CsvFile {
  fileName: string;
  csv: string;
}

type FilterControls = Omit<ComponentProps<typeof LeadFilters>, "searchPlaceholder" | "statusOptions">;

/**
 * Search, status filter and page of one lead list. The CSV export is given the same filters,
 * so the file holds what the list shows (all pages of it).
 */
export function useLeadList<Status extends string>(
  fetchCsv: (filters: LeadListFilters<Status>) => Promise<CsvFile>,
  initialSearch = "",
) {
  const [search, setSearch] = useState(initialSearch);
  const [status, setStatus] = useState(ALL);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const filters: LeadListFilters<Status> = {
    search: debouncedSearch || undefined,
    status: status === ALL ? undefined : (status as Status),
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await fetchCsv(filters);
      downloadCsv(file.fileName, file.csv);
    } catch (error) {
      notifyError(ADMIN_MESSAGES.exportFailed, errorMessageOf(error));
    } finally {
      setExporting(false);
    }
  };

  // A new search or status starts again from the first page.
  const filterControls: FilterControls = {
    search,
    onSearchChange: (value) => {
      setSearch(value);
      setPage(1);
    },
    status,
    onStatusChange: (value) => {
      setStatus(value);
      setPage(1);
    },
    onExport: () => void exportCsv(),
    exporting,
  };

  const pageSize = LEADS_PAGE_SIZE_DEFAULT;
  return {
    filtered: Boolean(filters.search || filters.status),
    /** The input of the list's page query. */
    pageQuery: { ...filters, page, pageSize },
    pager: { page, pageSize, onPageChange: setPage },
    filterControls,
  };
}

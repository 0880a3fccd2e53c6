/** What the admin page gives each searchable list. */
export interface AdminListProps {
  /** The settled (debounced) search, as sent to the server; undefined when empty. */
  search: string | undefined;
  page: number;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
  /** Spec §2: Clear filters is disabled while the search box is empty. */
  clearDisabled: boolean;
}

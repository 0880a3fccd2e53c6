import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/ScrollArea.css";
import { Select, type SelectProps, Stack } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ADMIN_MESSAGES } from "@scalemsp/validators";
import { useTRPC } from "../../../lib/trpc";
import { LoadError } from "../../../components/load-error";
import type { AdminBusinessItem } from "../shared/api-types";

export interface BusinessOption {
  value: string;
  label: string;
}

const BUSINESS_SEARCH_PAGE = 50;

export const businessOptionOf = (business: AdminBusinessItem): BusinessOption => ({
  value: String(business.id),
  label: business.owner ? `${business.name} (${business.owner.email})` : business.name,
});

interface BusinessSelectProps extends Omit<SelectProps, "data" | "onChange" | "searchable" | "value"> {
  value: string | null;
  onChange: (option: BusinessOption | null) => void;
}

/**
 * A searchable list of businesses read a page at a time from the server (the admin's
 * search matches business names, spec §5), so it works for any number of businesses.
 */
export function BusinessSelect({ value, onChange, ...props }: BusinessSelectProps) {
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<BusinessOption | null>(null);
  // Once chosen, the box shows the choice's label; that is not a search.
  const term = chosen && search === chosen.label ? "" : search.trim();
  const [debounced] = useDebouncedValue(term, 250);
  const businesses = useQuery({
    ...trpc.admin.businesses.page.queryOptions({
      search: debounced || undefined,
      pageSize: BUSINESS_SEARCH_PAGE,
    }),
    placeholderData: keepPreviousData,
  });

  const options = (businesses.data?.items ?? []).map(businessOptionOf);
  if (chosen && chosen.value === value && !options.some((o) => o.value === chosen.value))
    options.unshift(chosen);

  return (
    <Stack gap="xs">
      <Select
        {...props}
        searchable
        data={options}
        value={value}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(_, option) => {
          const next = option ? { value: option.value, label: option.label } : null;
          setChosen(next);
          onChange(next);
        }}
        nothingFoundMessage={businesses.isFetching ? "Searching…" : "No businesses found"}
        clearable
        maxDropdownHeight={280}
      />
      {businesses.isError ? (
        <LoadError
          title={ADMIN_MESSAGES.businessesError}
          error={businesses.error}
          onRetry={() => void businesses.refetch()}
          retrying={businesses.isFetching}
        />
      ) : null}
    </Stack>
  );
}

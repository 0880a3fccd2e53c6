import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Tabs.css";
import "../../../components/scrolling-tabs.css";
import { Badge, Box, Group, Stack, Tabs, TextInput, Title } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { type ReactNode, Suspense, useRef, useState } from "react";
import { ADMIN_MESSAGES } from "@scalemsp/validators";
import { useSelectedTabInView } from "../../../components/use-selected-tab-in-view";
import { ADMIN_TABS, type AdminSearch, type AdminTab, DEFAULT_ADMIN_TAB, isAdminTab } from "./admin-search";
import type { AdminListProps } from "./list-props";
import { useOpenedTabAtTop } from "./use-opened-tab-at-top";
import { LoadingState } from "./query-states";

const TAB_LABELS: Record<AdminTab, string> = {
  businesses: "Businesses",
  users: "Users",
  modules: "Modules",
  leads: "Leads",
  scorecards: "Scorecards",
  resources: "Resources",
  plans: "Plans",
  security: "Security",
  settings: "Settings",
};

/** How long typing pauses before the lists ask the server (spec §5 search). */
const SEARCH_DEBOUNCE_MS = 300;

interface AdminDashboardProps {
  search: AdminSearch;
  /** Each tab's content, given the lists' search and page; the route composes them. */
  panels: Record<AdminTab, (list: AdminListProps) => ReactNode>;
  /** Shown above the tabs: the coach's upcoming sessions. */
  overview?: ReactNode;
  /**
   * Typing replaces the history entry; a tab or page change adds one, so Back returns to it. A tab
   * chosen in the list keeps the page's scroll (`resetScroll: false`).
   */
  onSearchChange: (next: AdminSearch, options: { replace: boolean; resetScroll?: boolean }) => void;
}

/** Spec §2 "Admin": title, badge, the one search box for both lists, and the tabs. */
export function AdminDashboard({ search, panels, overview, onSearchChange }: AdminDashboardProps) {
  const tab = search.tab ?? DEFAULT_ADMIN_TAB;
  // On a phone the nine tabs scroll sideways: the chosen one (Security, Settings) is brought into view.
  const tabList = useRef<HTMLDivElement>(null);
  useSelectedTabInView(tabList, tab);
  const choseInList = useOpenedTabAtTop(tabList, search.tab);
  const [text, setText] = useState(search.q ?? "");
  const pushSearch = useDebouncedCallback((q: string) => {
    const trimmed = q.trim();
    // A new search starts again from its first page.
    if (trimmed !== (search.q ?? ""))
      onSearchChange({ tab: search.tab, q: trimmed || undefined }, { replace: true });
  }, SEARCH_DEBOUNCE_MS);

  // A link elsewhere (the side menu, Back) changed the search: the box follows it.
  const [seenQ, setSeenQ] = useState(search.q);
  if (search.q !== seenQ) {
    setSeenQ(search.q);
    if (!pushSearch.isPending() && (search.q ?? "") !== text.trim()) setText(search.q ?? "");
  }

  const clearFilters = () => {
    pushSearch.cancel();
    setText("");
    onSearchChange({ tab: search.tab }, { replace: true });
  };

  const listProps: AdminListProps = {
    search: search.q,
    page: search.page ?? 1,
    onPageChange: (page: number) =>
      onSearchChange({ ...search, page: page > 1 ? page : undefined }, { replace: false }),
    onClearFilters: clearFilters,
    clearDisabled: text === "" && !search.q,
  };
  const searchable = tab === "businesses" || tab === "users";

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="md">
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {ADMIN_MESSAGES.pageTitle}
          </Title>
          <Badge color="red.9" variant="filled">
            {ADMIN_MESSAGES.badge}
          </Badge>
        </Group>
        {searchable ? (
          <Box w={{ base: "100%", sm: 340 }} role="search">
            <TextInput
              type="search"
              aria-label="Search businesses or users"
              placeholder={ADMIN_MESSAGES.searchPlaceholder}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                pushSearch(event.currentTarget.value);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter") pushSearch.flush();
              }}
            />
          </Box>
        ) : null}
      </Group>

      {overview}

      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) => {
          if (isAdminTab(value) && value !== tab) {
            // The page stays where it is: the chosen tab's content opens under the finger.
            choseInList();
            onSearchChange({ tab: value, q: search.q }, { replace: false, resetScroll: false });
          }
        }}
      >
        {/* Clear of the fixed header when the page scrolls the list to the top. */}
        <Tabs.List ref={tabList} className="scrolling-tabs" style={{ scrollMarginTop: 72 }}>
          {ADMIN_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {/* At least a screen tall: a shorter tab (or its spinner) chosen with the list at the top
            would shorten the page under the finger, and the browser would scroll it back. */}
        <Box pt="md" mih="100dvh">
          {ADMIN_TABS.map((value) => (
            <Tabs.Panel key={value} value={value}>
              {/* A tab's code may load with it: its spinner shows meanwhile. */}
              <Suspense fallback={<LoadingState label={`Loading ${TAB_LABELS[value].toLowerCase()}`} />}>
                {panels[value](listProps)}
              </Suspense>
            </Tabs.Panel>
          ))}
        </Box>
      </Tabs>
    </Stack>
  );
}

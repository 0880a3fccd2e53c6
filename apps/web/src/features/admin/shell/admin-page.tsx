import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Tabs.css";
import { Badge, Box, Group, Stack, Tabs, TextInput, Title } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { type ComponentType, Suspense, lazy, useState } from "react";
import { BusinessesTab } from "../businesses/businesses-tab";
import { SecurityTab } from "../security/security-tab";
import { SettingsTab } from "../settings/settings-tab";
import { UsersTab } from "../users/users-tab";
import { ADMIN_TEXTS } from "./admin-texts";
import { type AdminSearch, type AdminTab, DEFAULT_ADMIN_TAB, isAdminTab } from "./admin-search";
import { LoadingState } from "./query-states";

/** The other admin areas load with their tab, so the lists open without their code. */
const lazyTab = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));
const ModulesTab = lazyTab(() => import("../modules/modules-tab").then((m) => m.ModulesTab));
const LeadsTab = lazyTab(() => import("../leads/leads-tab").then((m) => m.LeadsTab));
const ResourcesTab = lazyTab(() => import("../resources/resources-tab").then((m) => m.ResourcesTab));

const TAB_LABELS: Record<AdminTab, string> = {
  businesses: "Businesses",
  users: "Users",
  modules: "Modules",
  leads: "Leads",
  resources: "Resources",
  security: "Security",
  settings: "Settings",
};

/** How long typing pauses before the lists ask the server (spec §5 search). */
const SEARCH_DEBOUNCE_MS = 300;

interface AdminPageProps {
  search: AdminSearch;
  /** Typing replaces the history entry; a tab or page change adds one, so Back returns to it. */
  onSearchChange: (next: AdminSearch, options: { replace: boolean }) => void;
}

/** Spec §2 "Admin": title, badge, the one search box for both lists, and the tabs. */
export function AdminPage({ search, onSearchChange }: AdminPageProps) {
  const tab = search.tab ?? DEFAULT_ADMIN_TAB;
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

  const listProps = {
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
            {ADMIN_TEXTS.pageTitle}
          </Title>
          <Badge color="red.9" variant="filled">
            {ADMIN_TEXTS.badge}
          </Badge>
        </Group>
        {searchable ? (
          <Box w={{ base: "100%", sm: 340 }} role="search">
            <TextInput
              type="search"
              aria-label="Search businesses or users"
              placeholder={ADMIN_TEXTS.searchPlaceholder}
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

      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) => {
          if (isAdminTab(value) && value !== tab)
            onSearchChange({ tab: value, q: search.q }, { replace: false });
        }}
      >
        <Tabs.List>
          {Object.entries(TAB_LABELS).map(([value, label]) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Box pt="md">
          <Tabs.Panel value="businesses">
            <BusinessesTab {...listProps} />
          </Tabs.Panel>
          <Tabs.Panel value="users">
            <UsersTab {...listProps} />
          </Tabs.Panel>
          <Tabs.Panel value="modules">
            <Suspense fallback={<LoadingState label="Loading modules" />}>
              <ModulesTab />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="leads">
            <Suspense fallback={<LoadingState label="Loading leads" />}>
              <LeadsTab />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="resources">
            <Suspense fallback={<LoadingState label="Loading resources" />}>
              <ResourcesTab />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="security">
            <SecurityTab />
          </Tabs.Panel>
          <Tabs.Panel value="settings">
            <SettingsTab />
          </Tabs.Panel>
        </Box>
      </Tabs>
    </Stack>
  );
}

import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/Grid.css";
import "../../../components/scrolling-tabs.css";
import { Button, Grid, Group, Stack, Tabs } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { type ReactNode, useRef } from "react";
import { useRouter } from "@tanstack/react-router";
import { useSelectedTabInView } from "../../../components/use-selected-tab-in-view";
import type { SessionBusiness, SessionUser } from "../../../session/types";
import { DASHBOARD_TABS, dashboardTabsFor, type DashboardTab } from "../dashboard-search";
import { BusinessCard } from "./business-card";
import { LearningPanel } from "./learning-panel";
import { ProgressOverview } from "./progress-overview";
import { WelcomeHeader } from "./welcome-header";

const TAB_LABELS: Record<DashboardTab, string> = {
  overview: "Overview",
  learning: "Learning",
  sessions: "Sessions",
  team: "Team",
  settings: "Settings",
};

interface DashboardPageProps {
  user: SessionUser;
  business: SessionBusiness | null;
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  /** The overview's upcoming sessions, from the sessions feature: the route composes it. */
  upcomingSessions: ReactNode;
  /** The Sessions, Team and Settings tabs' content, from their features: the route composes them. */
  panels: Record<"sessions" | "team" | "settings", ReactNode>;
  /** The business's figures, from the scorecard feature: the route composes it. */
  scorecard: ReactNode;
  /** A request above the tabs (confirm your e-mail address), from the account feature. */
  notice?: ReactNode;
  /**
   * The overview's first cards (contract §15): this quarter's goals, the week's check-in and the
   * open action items, each from its feature; the route composes them.
   */
  accountability?: readonly ReactNode[];
}

const isDashboardTab = (value: string | null): value is DashboardTab =>
  DASHBOARD_TABS.some((tab) => tab === value);

export function DashboardPage({
  user,
  business,
  tab,
  onTabChange,
  upcomingSessions,
  panels,
  scorecard,
  notice,
  accountability = [],
}: DashboardPageProps) {
  const router = useRouter();
  const tabs = dashboardTabsFor(user);
  // A tab this role does not have (a member's link to Team) opens the overview.
  const shown = tabs.includes(tab) ? tab : "overview";
  const tabList = useRef<HTMLDivElement>(null);
  useSelectedTabInView(tabList, shown);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <WelcomeHeader
          firstName={user.firstName}
          accountCreatedAt={user.createdAt}
          businessName={undefined}
        />
        {user.role === "admin" ? (
          <Button
            component="a"
            href="/admin"
            leftSection={<IconShieldLock size={18} aria-hidden />}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              void router.navigate({ href: "/admin" });
            }}
          >
            Admin Dashboard
          </Button>
        ) : null}
      </Group>
      {notice}

      {business ? <BusinessCard business={business} /> : null}

      <Tabs
        value={shown}
        onChange={(value) => isDashboardTab(value) && onTabChange(value)}
        keepMounted={false}
      >
        {/* One row on a phone: the list scrolls sideways; a focused tab scrolls into view. */}
        <Tabs.List ref={tabList} aria-label="Dashboard sections" className="scrolling-tabs">
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>

        <Tabs.Panel value="overview" pt="lg">
          <Grid gap="lg">
            {accountability.map((card, index) => (
              <Grid.Col key={index} span={{ base: 12, md: accountability.length > 2 ? 4 : 6 }}>
                {card}
              </Grid.Col>
            ))}
            <Grid.Col span={12}>{scorecard}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <ProgressOverview />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>{upcomingSessions}</Grid.Col>
          </Grid>
        </Tabs.Panel>

        <Tabs.Panel value="learning" pt="lg">
          <LearningPanel />
        </Tabs.Panel>
        {(["sessions", "team", "settings"] as const).map((value) =>
          tabs.includes(value) ? (
            <Tabs.Panel key={value} value={value} pt="lg">
              {panels[value]}
            </Tabs.Panel>
          ) : null,
        )}
      </Tabs>
    </Stack>
  );
}

import "@mantine/core/styles/Tabs.css";
import "@mantine/core/styles/Grid.css";
import { Button, Grid, Group, Paper, Stack, Tabs, Text } from "@mantine/core";
import { IconShieldLock, IconTools } from "@tabler/icons-react";
import { useRouter } from "@tanstack/react-router";
import type { SessionBusiness, SessionUser } from "../../auth/types";
import { DASHBOARD_TABS, type DashboardTab } from "../dashboard-search";
import { BusinessCard } from "./business-card";
import { ProgressOverview } from "./progress-overview";
import { UpcomingSessionsCard } from "./upcoming-sessions-card";
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
}

const isDashboardTab = (value: string | null): value is DashboardTab =>
  DASHBOARD_TABS.some((tab) => tab === value);

export function DashboardPage({ user, business, tab, onTabChange }: DashboardPageProps) {
  const router = useRouter();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <WelcomeHeader firstName={user.firstName} businessName={undefined} />
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

      {business ? <BusinessCard business={business} /> : null}

      <Tabs value={tab} onChange={(value) => isDashboardTab(value) && onTabChange(value)} keepMounted={false}>
        <Tabs.List aria-label="Dashboard sections">
          {DASHBOARD_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>

        <Tabs.Panel value="overview" pt="lg">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <ProgressOverview />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <UpcomingSessionsCard />
            </Grid.Col>
          </Grid>
        </Tabs.Panel>

        {DASHBOARD_TABS.filter((value) => value !== "overview").map((value) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            <Paper withBorder p="xl" radius="md">
              <Stack align="center" gap="xs" ta="center">
                <IconTools size={36} aria-hidden color="var(--mantine-color-gray-6)" />
                <Text fw={600} size="lg">
                  Coming Soon
                </Text>
                <Text c="dimmed" size="sm">
                  {TAB_LABELS[value]} is on its way. Check back soon.
                </Text>
              </Stack>
            </Paper>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

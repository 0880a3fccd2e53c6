import { Container } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { useSession } from "../../session/use-session";
import { AccountSettings } from "../../features/account/components/account-settings";
import { TeamPanel } from "../../features/team/components/team-panel";
import { DashboardPage } from "../../features/dashboard/components/dashboard-page";
import { validateDashboardSearch } from "../../features/dashboard/dashboard-search";
import { ScorecardOverview } from "../../features/scorecard/components/scorecard-overview";
import { SessionsTab } from "../../features/sessions/components/sessions-tab";
import { UpcomingSessionsCard } from "../../features/sessions/components/upcoming-sessions-card";
import { BRAND } from "../../lib/brand";

export const Route = createFileRoute("/_app/dashboard")({
  validateSearch: validateDashboardSearch,
  head: () => ({ meta: [{ title: `Dashboard | ${BRAND.product}` }] }),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { user, business } = useSession();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!user) return null;
  return (
    <Container size="xl" px={0}>
      <DashboardPage
        user={user}
        business={business}
        tab={tab}
        onTabChange={(next) => void navigate({ search: next === "overview" ? {} : { tab: next } })}
        upcomingSessions={<UpcomingSessionsCard />}
        panels={{
          sessions: <SessionsTab planLevel={business?.planLevel ?? null} />,
          team: <TeamPanel viewerId={user.id} />,
          settings: <AccountSettings user={user} business={business} />,
        }}
        scorecard={<ScorecardOverview />}
      />
    </Container>
  );
}

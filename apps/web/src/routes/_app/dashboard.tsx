import "@mantine/core/styles/Skeleton.css";
import { Container, Skeleton } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { Suspense, lazy, type ReactNode } from "react";
import { useSession } from "../../session/use-session";
import { DashboardPage } from "../../features/dashboard/components/dashboard-page";
import { validateDashboardSearch } from "../../features/dashboard/dashboard-search";
import { ScorecardOverview } from "../../features/scorecard/components/scorecard-overview";
import { UpcomingSessionsCard } from "../../features/sessions/components/upcoming-sessions-card";
import { BRAND } from "../../lib/brand";

// The tabs after the overview load with their tab: the first screen does not wait for their code.
const SessionsTab = lazy(() =>
  import("../../features/sessions/components/sessions-tab").then((m) => ({ default: m.SessionsTab })),
);
const TeamPanel = lazy(() =>
  import("../../features/team/components/team-panel").then((m) => ({ default: m.TeamPanel })),
);
const AccountSettings = lazy(() =>
  import("../../features/account/components/account-settings").then((m) => ({
    default: m.AccountSettings,
  })),
);

/** A tab whose code is still on its way: a block where its first card will be. */
const WhenLoaded = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Skeleton h={240} radius="md" aria-hidden />}>{children}</Suspense>
);

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
          sessions: (
            <WhenLoaded>
              <SessionsTab planLevel={business?.planLevel ?? null} />
            </WhenLoaded>
          ),
          team: (
            <WhenLoaded>
              <TeamPanel viewerId={user.id} />
            </WhenLoaded>
          ),
          settings: (
            <WhenLoaded>
              <AccountSettings user={user} business={business} />
            </WhenLoaded>
          ),
        }}
        scorecard={<ScorecardOverview />}
      />
    </Container>
  );
}

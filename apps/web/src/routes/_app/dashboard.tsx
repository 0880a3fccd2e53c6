import "@mantine/core/styles/Skeleton.css";
import { Container, Skeleton } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { Suspense, type ReactNode } from "react";
import { useSession } from "../../session/use-session";
import { DashboardPage } from "../../features/dashboard/components/dashboard-page";
import { type DashboardTab, validateDashboardSearch } from "../../features/dashboard/dashboard-search";
import { preloadableLazy } from "../../components/preloadable-lazy";
import { EmailVerificationBanner } from "../../features/account/components/email-verification-banner";
import { ScorecardOverview } from "../../features/scorecard/components/scorecard-overview";
import { ThisQuarterGoalsCard } from "../../features/goals/components/this-quarter-goals-card";
import { OpenActionItemsCard } from "../../features/action-items/components/open-action-items-card";
import { UpcomingSessionsCard } from "../../features/sessions/components/upcoming-sessions-card";
import { CoachUpcomingSessionsCard } from "../../features/admin/coaching/coach-upcoming-card";
import { WeeklyCheckInCard } from "../../features/check-ins/components/weekly-check-in-card";
import { CheckInSettingsCard } from "../../features/check-ins/components/check-in-settings-card";
import { PageSkeleton } from "../../layout/page-skeleton";
import { BillingCard } from "../../features/billing/components/billing-card";
import { GraceBanner, SubscriptionSuccessNotice } from "../../features/billing/components/billing-notices";

// The tabs after the overview load with their tab: the first screen does not wait for their code.
const SessionsTab = preloadableLazy(() =>
  import("../../features/sessions/components/sessions-tab").then((m) => m.SessionsTab),
);
const TeamPanel = preloadableLazy(() =>
  import("../../features/team/components/team-panel").then((m) => m.TeamPanel),
);
const AccountSettings = preloadableLazy(() =>
  import("../../features/account/components/account-settings").then((m) => m.AccountSettings),
);
const TAB_PANELS: Partial<Record<DashboardTab, { preload: () => Promise<unknown> }>> = {
  sessions: SessionsTab,
  team: TeamPanel,
  settings: AccountSettings,
};

/** A tab whose code is still on its way: a block where its first card will be. */
const WhenLoaded = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Skeleton h={240} radius="md" aria-hidden />}>{children}</Suspense>
);

export const Route = createFileRoute("/_app/dashboard")({
  // What the first screen shows: the server sends these answers with the page.
  staticData: {
    firstReads: [
      "scorecard.get",
      "checkIns.current",
      "progress.summary",
      "sessions.list",
      "sessions.allowance",
      "sessions.groups",
      "account.emailVerification",
      "actionItems.list",
      "goals.list",
      // The owner's grace banner (contract §16), and the Billing card of the Settings tab.
      "billing.state",
    ],
  },
  // Its shell before the data (the build renders it; vite/prerender.ts), and its wait in the app.
  pendingComponent: () => <PageSkeleton tabs={4} cards={4} cardHeight={180} />,
  validateSearch: validateDashboardSearch,
  // The tab opened by the address loads with the page, so a page rendered on the server
  // hydrates it at once (the others load when their tab opens). Moving between tabs waits for
  // nothing: the page would give way to its skeleton on a slow line, and the tab row with it the
  // keyboard's place; the panel shows its own skeleton until its code arrives.
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: async ({ deps, cause }) => {
    const panel = TAB_PANELS[deps.tab]?.preload();
    if (cause === "stay") void panel?.catch(() => undefined);
    else await panel;
  },
  head: ({ match }) => ({ meta: [{ title: `Dashboard | ${match.context.site.brand.product}` }] }),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { user, business } = useSession();
  const { tab, billing } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!user) return null;
  const owns = user.isOwner && business !== null;
  return (
    <Container size="xl" px={0}>
      <DashboardPage
        user={user}
        business={business}
        tab={tab}
        onTabChange={(next) => void navigate({ search: next === "overview" ? {} : { tab: next } })}
        // A coach's sessions are booked with them, not by their business: their card reads the calendar.
        upcomingSessions={
          user.role === "admin" ? <CoachUpcomingSessionsCard coachId={user.id} /> : <UpcomingSessionsCard />
        }
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
              <AccountSettings
                user={user}
                business={business}
                ownerCards={
                  user.isOwner && business ? (
                    <CheckInSettingsCard membersMayCheckIn={business.membersMayCheckIn} />
                  ) : null
                }
                billing={business ? <BillingCard isOwner={user.isOwner} plan={business.planLevel} /> : null}
              />
            </WhenLoaded>
          ),
        }}
        // Contract §15 leads the overview: one card each for the goals, the check-in and the items.
        accountability={
          user.role === "admin"
            ? []
            : [
                <ThisQuarterGoalsCard key="goals" />,
                <WeeklyCheckInCard key="check-in" />,
                <OpenActionItemsCard key="action-items" />,
              ]
        }
        scorecard={<ScorecardOverview />}
        notice={
          <>
            {billing === "success" && business ? (
              <SubscriptionSuccessNotice
                onDismiss={() => void navigate({ search: tab === "overview" ? {} : { tab }, replace: true })}
              />
            ) : null}
            {owns ? <GraceBanner /> : null}
            {user.isOwner ? <EmailVerificationBanner /> : null}
          </>
        }
      />
    </Container>
  );
}

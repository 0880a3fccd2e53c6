import { Container, Stack } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { type ComponentType, lazy } from "react";
import { CoachOverview } from "../../../features/admin/coaching/coach-overview";
import { AdminOverview } from "../../../features/admin/overview/admin-overview";
import { RevenueSection } from "../../../features/admin/overview/revenue-section";
import { BusinessesTab } from "../../../features/admin/businesses/businesses-tab";
import { SecurityTab } from "../../../features/admin/security/security-tab";
import { SettingsTab } from "../../../features/admin/settings/settings-tab";
import { AdminDashboard } from "../../../features/admin/shared/admin-dashboard";
import { DEFAULT_LEAD_LIST, validateAdminSearch } from "../../../features/admin/shared/admin-search";
import { UsersTab } from "../../../features/admin/users/users-tab";

/** The other admin areas load with their tab, so the lists open without their code. */
const lazyTab = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy(async () => ({ default: await load() }));
const CourseManagementCard = lazyTab(() =>
  import("../../../features/admin/modules/course-management-card").then((m) => m.CourseManagementCard),
);
const SubscriptionsCard = lazyTab(() =>
  import("../../../features/admin/subscriptions/subscriptions-card").then((m) => m.SubscriptionsCard),
);
const LeadsTab = lazyTab(() => import("../../../features/admin/leads/leads-tab").then((m) => m.LeadsTab));
const ScorecardsTab = lazyTab(() =>
  import("../../../features/admin/scorecards/scorecards-tab").then((m) => m.ScorecardsTab),
);
const PlansTab = lazyTab(() => import("../../../features/admin/plans/plans-tab").then((m) => m.PlansTab));
const ResourcesTab = lazyTab(() =>
  import("../../../features/admin/resources/resources-tab").then((m) => m.ResourcesTab),
);

/** The admin dashboard; `?tab=` picks the tab, `q` and `page` the lists' search and page. */
export const Route = createFileRoute("/_app/admin/")({
  validateSearch: validateAdminSearch,
  head: ({ match }) => ({ meta: [{ title: `Admin Dashboard | ${match.context.site.brand.product}` }] }),
  component: AdminIndex,
});

function AdminIndex() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Container size="xl" px={0}>
      <AdminDashboard
        search={search}
        onSearchChange={(next, { replace, resetScroll }) =>
          void navigate({ search: next, replace, resetScroll })
        }
        overview={
          <Stack gap="md">
            <AdminOverview />
            <RevenueSection />
            <CoachOverview />
          </Stack>
        }
        panels={{
          businesses: (list) => <BusinessesTab {...list} />,
          users: (list) => <UsersTab {...list} />,
          // Spec §2 Admin 3: courses and lessons, then module subscriptions.
          modules: () => (
            <Stack gap="lg">
              <CourseManagementCard />
              <SubscriptionsCard />
            </Stack>
          ),
          // The coach's e-mail about a lead links here with `q` set to the lead's address, or
          // with `list=guides` for a guide download.
          leads: (list) => (
            <LeadsTab
              search={list.search}
              list={search.list}
              // A list change adds a history entry, so Back returns to the list before.
              onListChange={(next) =>
                void navigate({
                  search: { tab: "leads", q: search.q, list: next === DEFAULT_LEAD_LIST ? undefined : next },
                })
              }
            />
          ),
          scorecards: () => <ScorecardsTab />,
          resources: () => <ResourcesTab />,
          plans: () => <PlansTab />,
          security: () => <SecurityTab />,
          settings: () => <SettingsTab />,
        }}
      />
    </Container>
  );
}

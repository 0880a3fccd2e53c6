import { Container } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { useSession } from "../../features/auth/hooks/use-session";
import { DashboardPage } from "../../features/dashboard/components/dashboard-page";
import { validateDashboardSearch } from "../../features/dashboard/dashboard-search";
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
      />
    </Container>
  );
}

import { Container } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { CoachingPage } from "../../../features/admin/coaching/coaching-page";
import { validateCoachingSearch } from "../../../features/admin/coaching/coaching-search";

/** The coach's calendar, availability, profile and allowances; `?tab=` picks the tab. */
export const Route = createFileRoute("/_app/admin/calendar")({
  validateSearch: validateCoachingSearch,
  // Written here as the other routes' titles are: a route's head ships with every page, and the
  // coaching texts would come with it.
  head: ({ match }) => ({ meta: [{ title: `Coaching Calendar | ${match.context.site.brand.product}` }] }),
  component: CalendarRoute,
});

function CalendarRoute() {
  const { tab = "calendar" } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Container size="xl" px={0}>
      <CoachingPage
        tab={tab}
        onTabChange={(next) => void navigate({ search: next === "calendar" ? {} : { tab: next } })}
      />
    </Container>
  );
}

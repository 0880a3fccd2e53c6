import { Container } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import {
  COACHING_TABS,
  CoachingPage,
  type CoachingTab,
} from "../../../features/admin/coaching/coaching-page";
import { BRAND } from "../../../lib/brand";

const isTab = (value: unknown): value is CoachingTab => COACHING_TABS.some((tab) => tab === value);

/** The coach's calendar, availability, profile and allowances; `?tab=` picks the tab. */
export const Route = createFileRoute("/_app/admin/calendar")({
  validateSearch: (search: Record<string, unknown>): { tab?: CoachingTab } =>
    isTab(search.tab) && search.tab !== "calendar" ? { tab: search.tab } : {},
  head: () => ({ meta: [{ title: `Coaching Calendar | ${BRAND.product}` }] }),
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

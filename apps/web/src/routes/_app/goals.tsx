import { Container } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { GoalsPage } from "../../features/goals/components/goals-page";
import { validateGoalsSearch } from "../../features/goals/goal-search";
import { PageSkeleton } from "../../layout/page-skeleton";

export const Route = createFileRoute("/_app/goals")({
  // What the first screen shows: the server sends this quarter's goals with the page.
  staticData: { firstReads: ["goals.list"] },
  // Its shell before the data (the build renders it; vite/prerender.ts), and its wait in the app.
  pendingComponent: () => <PageSkeleton cards={2} cardHeight={260} columns={2} />,
  validateSearch: validateGoalsSearch,
  head: ({ match }) => ({ meta: [{ title: `Goals | ${match.context.site.brand.product}` }] }),
  component: GoalsRoute,
});

function GoalsRoute() {
  const { quarter, businessId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Container size="xl" px={0}>
      <GoalsPage
        quarter={quarter}
        businessId={businessId}
        onQuarterChange={(next) =>
          void navigate({
            search: { ...(next ? { quarter: next } : {}), ...(businessId ? { businessId } : {}) },
          })
        }
      />
    </Container>
  );
}

import { Container } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { ResourcesPage } from "../../features/resources/components/resources-page";
import { validateResourcesSearch } from "../../features/resources/resource-search";
import { PageSkeleton } from "../../layout/page-skeleton";

export const Route = createFileRoute("/_app/resources")({
  // What the first screen shows: the server sends these answers with the page.
  staticData: { firstReads: ["resources.list", "plans.list"] },
  // Its shell before the data (the build renders it; vite/prerender.ts), and its wait in the app.
  pendingComponent: () => <PageSkeleton tabs={6} cards={6} cardHeight={200} columns={3} />,
  validateSearch: validateResourcesSearch,
  head: ({ match }) => ({ meta: [{ title: `Resources | ${match.context.site.brand.product}` }] }),
  component: ResourcesRoute,
});

function ResourcesRoute() {
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Container size="xl" px={0}>
      <ResourcesPage
        type={type}
        onTypeChange={(next) => void navigate({ search: next ? { type: next } : {} })}
      />
    </Container>
  );
}

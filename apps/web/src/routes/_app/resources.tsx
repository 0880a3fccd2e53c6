import { Container } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { ResourcesPage } from "../../features/resources/components/resources-page";
import { validateResourcesSearch } from "../../features/resources/resource-search";

export const Route = createFileRoute("/_app/resources")({
  // What the first screen shows: the server sends these answers with the page.
  staticData: { firstReads: ["resources.list", "plans.list"] },
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

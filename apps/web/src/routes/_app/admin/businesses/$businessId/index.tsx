import { Container } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { BusinessDetailPage } from "../../../../../features/admin/businesses/business-detail-page";

export const Route = createFileRoute("/_app/admin/businesses/$businessId/")({
  head: ({ match }) => ({ meta: [{ title: `Business Details | ${match.context.site.brand.product}` }] }),
  component: BusinessDetailRoute,
});

function BusinessDetailRoute() {
  const { businessId } = Route.useParams();
  return (
    <Container size="xl" px={0}>
      <BusinessDetailPage key={businessId} businessId={businessId} />
    </Container>
  );
}

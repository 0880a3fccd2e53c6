import { Container } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { BusinessDetailPage } from "../../../../../features/admin/businesses/business-detail-page";
import { BRAND } from "../../../../../lib/brand";

export const Route = createFileRoute("/_app/admin/businesses/$businessId/")({
  head: () => ({ meta: [{ title: `Business Details | ${BRAND.product}` }] }),
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

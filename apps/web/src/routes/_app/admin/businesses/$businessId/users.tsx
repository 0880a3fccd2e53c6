import { Container } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { BusinessUsersPage } from "../../../../../features/admin/users/business-users-page";

export const Route = createFileRoute("/_app/admin/businesses/$businessId/users")({
  head: ({ match }) => ({ meta: [{ title: `Business Users | ${match.context.site.brand.product}` }] }),
  component: BusinessUsersRoute,
});

function BusinessUsersRoute() {
  const { businessId } = Route.useParams();
  return (
    <Container size="xl" px={0}>
      <BusinessUsersPage key={businessId} businessId={businessId} />
    </Container>
  );
}

import { Container } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { UserDetailPage } from "../../../../features/admin/users/user-detail-page";

export const Route = createFileRoute("/_app/admin/users/$userId")({
  head: ({ match }) => ({ meta: [{ title: `User Details | ${match.context.site.brand.product}` }] }),
  component: UserDetailRoute,
});

function UserDetailRoute() {
  const { userId } = Route.useParams();
  return (
    <Container size="lg" px={0}>
      <UserDetailPage key={userId} userId={userId} />
    </Container>
  );
}

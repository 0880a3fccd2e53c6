import { Container } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { UserDetailPage } from "../../../../features/admin/users/user-detail-page";
import { BRAND } from "../../../../lib/brand";

export const Route = createFileRoute("/_app/admin/users/$userId")({
  head: () => ({ meta: [{ title: `User Details | ${BRAND.product}` }] }),
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

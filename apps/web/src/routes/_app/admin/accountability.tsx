import { Container } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { AccountabilityBoardPage } from "../../../features/admin/accountability/accountability-board";
import { validateBoardSearch } from "../../../features/admin/accountability/board-search";

/** Contract §15 'the coach's board'; `?sort=&order=` keep the board's order in the address. */
export const Route = createFileRoute("/_app/admin/accountability")({
  validateSearch: validateBoardSearch,
  head: ({ match }) => ({ meta: [{ title: `Accountability Board | ${match.context.site.brand.product}` }] }),
  component: AccountabilityRoute,
});

function AccountabilityRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Container size="xl" px={0}>
      <AccountabilityBoardPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
    </Container>
  );
}

import { Container } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { AdminPage } from "../../../features/admin/shell/admin-page";
import { validateAdminSearch } from "../../../features/admin/shell/admin-search";
import { BRAND } from "../../../lib/brand";

/** The admin dashboard; `?tab=` picks the tab, `q` and `page` the lists' search and page. */
export const Route = createFileRoute("/_app/admin/")({
  validateSearch: validateAdminSearch,
  head: () => ({ meta: [{ title: `Admin Dashboard | ${BRAND.product}` }] }),
  component: AdminIndex,
});

function AdminIndex() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Container size="xl" px={0}>
      <AdminPage
        search={search}
        onSearchChange={(next, { replace }) => void navigate({ search: next, replace })}
      />
    </Container>
  );
}

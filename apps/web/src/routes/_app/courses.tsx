import { Container } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { validateCoursesSearch } from "../../features/courses/course-search";
import { CoursesPage } from "../../features/courses/components/courses-page";
import { PageSkeleton } from "../../layout/page-skeleton";

export const Route = createFileRoute("/_app/courses")({
  // What the first screen shows: the server sends these answers with the page.
  staticData: { firstReads: ["modules.list", "plans.list"] },
  // Its shell before the data (the build renders it; vite/prerender.ts), and its wait in the app.
  pendingComponent: () => <PageSkeleton tabs={3} cards={6} cardHeight={280} columns={2} />,
  validateSearch: validateCoursesSearch,
  head: ({ match }) => ({ meta: [{ title: `Courses | ${match.context.site.brand.product}` }] }),
  component: CoursesRoute,
});

function CoursesRoute() {
  const { course } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Container size="xl" px={0}>
      <CoursesPage
        selectedId={course}
        // The page scrolls to the chosen course itself; the router must not reset it to the top.
        onSelect={(id) => void navigate({ search: { course: id }, replace: true, resetScroll: false })}
      />
    </Container>
  );
}

import { Container } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { CoachingSessionsPage } from "../../features/sessions/components/coaching-sessions-page";
import { useSession } from "../../session/use-session";
import { PageSkeleton } from "../../layout/page-skeleton";

export const Route = createFileRoute("/_app/sessions")({
  // What the first screen shows: the server sends these answers with the page.
  staticData: {
    firstReads: ["calendar.feed", "sessions.list", "sessions.allowance", "sessions.groups", "plans.list"],
  },
  // Its shell before the data (the build renders it; vite/prerender.ts), and its wait in the app.
  pendingComponent: () => <PageSkeleton tabs={2} cards={3} cardHeight={140} columns={1} />,
  head: ({ match }) => ({ meta: [{ title: `Sessions | ${match.context.site.brand.product}` }] }),
  component: SessionsRoute,
});

function SessionsRoute() {
  const { business } = useSession();
  return (
    <Container size="xl" px={0}>
      <CoachingSessionsPage planLevel={business?.planLevel ?? null} />
    </Container>
  );
}

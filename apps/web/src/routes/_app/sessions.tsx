import { Container } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { SessionsPage } from "../../features/sessions/components/sessions-page";
import { BRAND } from "../../lib/brand";

export const Route = createFileRoute("/_app/sessions")({
  head: () => ({ meta: [{ title: `Sessions | ${BRAND.product}` }] }),
  component: SessionsRoute,
});

function SessionsRoute() {
  return (
    <Container size="xl" px={0}>
      <SessionsPage />
    </Container>
  );
}

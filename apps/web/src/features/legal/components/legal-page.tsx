import { Button, Container, Loader, Paper, Stack, Text } from "@mantine/core";
import { LEGAL_PAGES, LEGAL_PAGE_TEXTS, type LegalPage } from "@scalemsp/validators";
import { useQuery } from "@tanstack/react-query";
import { SanitizedHtml } from "../../../components/sanitized-html";
import { useTRPC } from "../../../lib/trpc";

/**
 * Contract §13: the text of /privacy or /terms the admin edits (or the default naming the
 * brand), sanitized HTML from the server. The server renders the page with it; the build's
 * page shows the loader until the app reads it.
 */
export function LegalText({ page }: { page: LegalPage }) {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.legal[page].queryOptions(), staleTime: 60_000 });
  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      {query.isPending ? (
        <Stack align="center" py="xl">
          <Loader aria-label={`Loading the ${LEGAL_PAGES[page].title}`} />
        </Stack>
      ) : query.isError ? (
        <Stack align="flex-start">
          <Text role="alert">{LEGAL_PAGE_TEXTS.loadFailed}</Text>
          <Button variant="light" onClick={() => void query.refetch()}>
            {LEGAL_PAGE_TEXTS.retry}
          </Button>
        </Stack>
      ) : (
        <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} component="article">
          <SanitizedHtml html={query.data.html} testId="legal-text" />
        </Paper>
      )}
    </Container>
  );
}

import { Button, Container, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { ARCHIVE_TEXTS } from "@scalemsp/validators";
import { IconMail } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { AnchorLink } from "../../../components/router-links";
import { useTRPC } from "../../../lib/trpc";
import { IssueDate } from "./issue-date";

/**
 * Contract §9's public archive: every sent issue, newest first, each linking to its page. The
 * server renders the list with the issues sent so far; the build's page shows the loader.
 */
export function ArchiveList() {
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.newsletter.issues.queryOptions(), staleTime: 60_000 });
  return (
    <Container size="md" py={{ base: 40, sm: 64 }} component="section" aria-label={ARCHIVE_TEXTS.listLabel}>
      {query.isPending ? (
        <Stack align="center" py="xl">
          <Loader aria-label="Loading the newsletter issues" />
        </Stack>
      ) : query.isError ? (
        <Stack align="flex-start">
          <Text role="alert">{ARCHIVE_TEXTS.loadFailed}</Text>
          <Button variant="light" onClick={() => void query.refetch()}>
            {ARCHIVE_TEXTS.retry}
          </Button>
        </Stack>
      ) : query.data.length === 0 ? (
        // The archive before its first issue: a card in the list's place, not a stray line.
        <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }}>
          <Stack align="center" gap="sm" ta="center">
            <IconMail size={40} stroke={1.5} aria-hidden color="var(--mantine-primary-color-filled)" />
            <Text size="lg">{ARCHIVE_TEXTS.empty}</Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="lg">
          {query.data.map((issue) => (
            <Paper key={issue.slug} withBorder radius="lg" p={{ base: "lg", sm: "xl" }} component="article">
              <Title order={2} size="h3">
                <AnchorLink to="/newsletter/$slug" params={{ slug: issue.slug }} inherit>
                  {issue.subject}
                </AnchorLink>
              </Title>
              <IssueDate sentAt={issue.sentAt} />
              <Text mt="sm">{issue.excerpt}</Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Container>
  );
}

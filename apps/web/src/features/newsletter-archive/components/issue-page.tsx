import { Container, Group, Paper } from "@mantine/core";
import { ARCHIVE_TEXTS } from "@scalemsp/validators";
import { AnchorLink } from "../../../components/router-links";
import { SanitizedHtml } from "../../../components/sanitized-html";
import { IssueDate } from "./issue-date";

export interface ArchivedIssue {
  subject: string;
  slug: string;
  sentAt: string;
  html: string;
}

/**
 * One sent issue (contract §9) under its banner: the day it went out and its text, sanitized
 * HTML from the server (links as written, relative ones against this site).
 */
export function IssuePage({ issue }: { issue: ArchivedIssue }) {
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Group justify="space-between" gap="xs">
        <AnchorLink to="/newsletter" size="sm">
          <span aria-hidden>← </span>
          {ARCHIVE_TEXTS.allIssues}
        </AnchorLink>
        <IssueDate sentAt={issue.sentAt} />
      </Group>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} mt="lg" component="article">
        <SanitizedHtml html={issue.html} testId="issue-text" />
      </Paper>
    </Container>
  );
}

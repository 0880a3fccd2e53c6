import { Button, Container, Loader, Stack, Text } from "@mantine/core";
import { createFileRoute, notFound, useRouter } from "@tanstack/react-router";
import { ARCHIVE_TEXTS } from "@scalemsp/validators";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";
import { PageBanner } from "../features/marketing/components/page-banner";
import { NewsletterIsland } from "../features/marketing/sections";
import { pageHead } from "../features/marketing/seo";
import { IssuePage } from "../features/newsletter-archive/components/issue-page";
import { httpStatusOf } from "../lib/trpc-errors";

/**
 * One sent issue of the archive (contract §9). The server renders it with the issue, read by
 * the slug in its path (decision 073), and answers the 404 page for a slug that names none;
 * the app, loading the issue before it renders, shows the same not-found page.
 */
export const Route = createFileRoute("/newsletter_/$slug")({
  // Its loading and failed states are drawn in the site's frame: split from the first script
  // like the page itself (by default a pending component stays in it, and the frame's styles
  // with it, on every page).
  codeSplitGroupings: [["component"], ["pendingComponent", "errorComponent"]],
  staticData: { firstReads: ["newsletter.issue"] },
  loader: async ({ context: { queryClient, trpc }, params }) => {
    try {
      return await queryClient.ensureQueryData(trpc.newsletter.issue.queryOptions({ slug: params.slug }));
    } catch (error) {
      // A slug naming no sent issue, or none could name (too long): nothing there.
      const status = httpStatusOf(error);
      if (status === 404 || status === 400) throw notFound();
      throw error;
    }
  },
  head: ({ match, loaderData }) =>
    loaderData
      ? pageHead(
          match,
          `${loaderData.subject} | ${match.context.site.brand.product}`,
          `${loaderData.subject}: an issue of the ${match.context.site.brand.product} newsletter`,
        )
      : {},
  pendingComponent: IssueLoading,
  errorComponent: IssueFailed,
  component: NewsletterIssueRoute,
});

function NewsletterIssueRoute() {
  const issue = Route.useLoaderData();
  return (
    <MarketingLayout>
      <PageBanner title={issue.subject} />
      <IssuePage issue={issue} />
      <NewsletterIsland />
    </MarketingLayout>
  );
}

function IssueLoading() {
  return (
    <MarketingLayout>
      <Stack align="center" py={96}>
        <Loader aria-label="Loading the issue" />
      </Stack>
    </MarketingLayout>
  );
}

function IssueFailed() {
  const router = useRouter();
  return (
    <MarketingLayout>
      <Container size="md" py={96}>
        <Stack align="flex-start">
          <Text role="alert">{ARCHIVE_TEXTS.loadFailed}</Text>
          <Button variant="light" onClick={() => void router.invalidate()}>
            {ARCHIVE_TEXTS.retry}
          </Button>
        </Stack>
      </Container>
    </MarketingLayout>
  );
}

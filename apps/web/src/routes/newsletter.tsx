import { createFileRoute } from "@tanstack/react-router";
import { ARCHIVE_TEXTS } from "@scalemsp/validators";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";
import { PageBanner } from "../features/marketing/components/page-banner";
import { NewsletterIsland } from "../features/marketing/sections";
import { pageHead } from "../features/marketing/seo";
import { ArchiveList } from "../features/newsletter-archive/components/archive-list";

/** Contract §9: the public archive of sent issues, with the form to subscribe below it. */
export const Route = createFileRoute("/newsletter")({
  // What the first screen shows: the server sends this answer with the page.
  staticData: { firstReads: ["newsletter.issues"] },
  head: ({ match }) =>
    pageHead(
      match,
      `${ARCHIVE_TEXTS.pageTitle} | ${match.context.site.brand.product}`,
      ARCHIVE_TEXTS.pageText,
    ),
  component: NewsletterArchivePage,
});

function NewsletterArchivePage() {
  return (
    <MarketingLayout>
      <PageBanner title={ARCHIVE_TEXTS.pageTitle} text={ARCHIVE_TEXTS.pageText} />
      <ArchiveList />
      <NewsletterIsland />
    </MarketingLayout>
  );
}

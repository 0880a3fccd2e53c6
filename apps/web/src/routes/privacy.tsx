import { createFileRoute } from "@tanstack/react-router";
import { LEGAL_PAGES } from "@scalemsp/validators";
import { LegalText } from "../features/legal/components/legal-page";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";
import { PageBanner } from "../features/marketing/components/page-banner";
import { pageHead } from "../features/marketing/seo";

const { title } = LEGAL_PAGES.privacy;

export const Route = createFileRoute("/privacy")({
  // What the first screen shows: the server sends this answer with the page.
  staticData: { firstReads: ["legal.privacy"] },
  head: ({ match }) =>
    pageHead(
      match,
      `${title} | ${match.context.site.brand.product}`,
      `${title} of ${match.context.site.brand.product}`,
    ),
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <MarketingLayout>
      <PageBanner title={title} />
      <LegalText page="privacy" />
    </MarketingLayout>
  );
}

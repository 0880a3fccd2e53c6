import { createFileRoute } from "@tanstack/react-router";
import { LEGAL_PAGES } from "@scalemsp/validators";
import { LegalText } from "../features/legal/components/legal-page";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";
import { PageBanner } from "../features/marketing/components/page-banner";
import { pageHead } from "../features/marketing/seo";

const { title } = LEGAL_PAGES.terms;

export const Route = createFileRoute("/terms")({
  // What the first screen shows: the server sends this answer with the page.
  staticData: { firstReads: ["legal.terms"] },
  head: ({ match }) =>
    pageHead(
      match,
      `${title} | ${match.context.site.brand.product}`,
      `${title} of ${match.context.site.brand.product}`,
    ),
  component: TermsPage,
});

function TermsPage() {
  return (
    <MarketingLayout>
      <PageBanner title={title} />
      <LegalText page="terms" />
    </MarketingLayout>
  );
}

import { createFileRoute } from "@tanstack/react-router";
import { GUIDE_TEXTS } from "@scalemsp/validators";
import { GuidesPage } from "../features/guides/components/guides-page";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";
import { PageBanner } from "../features/marketing/components/page-banner";
import { pageHead } from "../features/marketing/seo";

export const Route = createFileRoute("/guides")({
  // What the first screen shows: the server sends these answers with the page.
  staticData: { firstReads: ["guides.list"] },
  head: ({ match }) =>
    pageHead(
      match,
      `Free Guides | ${match.context.site.brand.product}`,
      "Free guides, templates and calculators for MSP owners, and what members get on top.",
    ),
  component: GuidesRoute,
});

function GuidesRoute() {
  return (
    <MarketingLayout>
      <PageBanner title={GUIDE_TEXTS.pageTitle} text={GUIDE_TEXTS.pageText} />
      <GuidesPage />
    </MarketingLayout>
  );
}

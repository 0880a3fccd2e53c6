import { createFileRoute } from "@tanstack/react-router";
import { PRICING_TEXTS } from "@scalemsp/validators";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";
import { PageBanner } from "../features/marketing/components/page-banner";
import { pageHead } from "../features/marketing/seo";
import { PlansSection } from "../features/pricing/components/plans-section";

export const Route = createFileRoute("/pricing")({
  // What the first screen shows: the server sends these answers with the page.
  staticData: { firstReads: ["plans.list"] },
  head: ({ match }) =>
    pageHead(
      match,
      `Pricing | ${match.context.site.brand.product}`,
      "Coaching plans for MSP owners: what each includes, the courses, one-to-one and group coaching sessions, and support.",
    ),
  component: PricingPage,
});

function PricingPage() {
  return (
    <MarketingLayout>
      <PageBanner title={PRICING_TEXTS.pageTitle} text={PRICING_TEXTS.pageText} />
      <PlansSection />
    </MarketingLayout>
  );
}

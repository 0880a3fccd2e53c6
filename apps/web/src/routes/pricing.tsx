import { type SearchSchemaInput, createFileRoute } from "@tanstack/react-router";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";
import { PageBanner } from "../features/marketing/components/page-banner";
import { pageHead } from "../features/marketing/seo";
import { PlansSection } from "../features/pricing/components/plans-section";
import { PRICING_TEXTS, type SubscribeIntent, subscribeIntentOf } from "@scalemsp/validators";

export const Route = createFileRoute("/pricing")({
  // What the first screen shows: the server sends these answers with the page.
  staticData: { firstReads: ["plans.list"] },
  // A plan chosen before registering (contract §16): its checkout opens once signed in.
  validateSearch: (search: SubscribeIntent & SearchSchemaInput): SubscribeIntent => subscribeIntentOf(search),
  head: ({ match }) =>
    pageHead(
      match,
      `Pricing | ${match.context.site.brand.product}`,
      "Coaching plans for MSP owners: what each includes, the courses, one-to-one and group coaching sessions, and support.",
    ),
  component: PricingPage,
});

function PricingPage() {
  const intent = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MarketingLayout>
      <PageBanner title={PRICING_TEXTS.pageTitle} text={PRICING_TEXTS.pageText} />
      <PlansSection
        intent={intent}
        // Checkout opened: going back to this page does not open it again.
        onIntentHandled={() => void navigate({ search: {}, replace: true })}
      />
    </MarketingLayout>
  );
}

import { createFileRoute } from "@tanstack/react-router";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";
import { PageBanner } from "../features/marketing/components/page-banner";
import { ContactIsland, NewsletterIsland, ServicesIsland } from "../features/marketing/sections";
import { pageHead } from "../features/marketing/seo";

export const Route = createFileRoute("/services")({
  head: ({ match }) =>
    pageHead(
      match,
      `Services | ${match.context.site.brand.product}`,
      "Coaching programs for MSP owners: Growth Accelerator Program, Operations Excellence and Leadership Mastery, each with one-to-one coaching and a proven framework.",
    ),
  component: ServicesPage,
});

function ServicesPage() {
  return (
    <MarketingLayout>
      <PageBanner
        title="Our Services"
        text="Coaching programs that help owners of managed IT service providers grow revenue, run a smoother operation and lead a stronger team."
      />
      <ServicesIsland onServicesPage />
      <NewsletterIsland />
      <ContactIsland />
    </MarketingLayout>
  );
}

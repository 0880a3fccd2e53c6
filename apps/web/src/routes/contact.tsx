import { createFileRoute } from "@tanstack/react-router";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";
import { PageBanner } from "../features/marketing/components/page-banner";
import { ContactIsland } from "../features/marketing/sections";
import { pageHead } from "../features/marketing/seo";

export const Route = createFileRoute("/contact")({
  head: ({ match }) =>
    pageHead(
      match,
      `Contact | ${match.context.site.brand.product}`,
      "Book a free 30-minute strategy session with an MSP business coach, or call us Monday to Friday, 9AM to 5PM EST.",
    ),
  component: ContactPage,
});

function ContactPage() {
  return (
    <MarketingLayout>
      <PageBanner
        title="Contact Us"
        text="Tell us about your MSP and book a free strategy session with one of our coaches."
      />
      <ContactIsland />
    </MarketingLayout>
  );
}

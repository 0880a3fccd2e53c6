import { createFileRoute } from "@tanstack/react-router";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";
import { PageBanner } from "../features/marketing/components/page-banner";
import { ContactIsland, NewsletterIsland, TestimonialsIsland } from "../features/marketing/sections";
import { pageHead } from "../features/marketing/seo";

export const Route = createFileRoute("/testimonials")({
  // The coach, the stories and the figures: the server sends the coach's with the page.
  staticData: { firstReads: ["settings.story"] },
  head: ({ match }) =>
    pageHead(
      match,
      `Testimonials | ${match.context.site.brand.product}`,
      `Success stories from MSP owners who grew recurring revenue, calmed their service desk and built a leadership team with ${match.context.site.brand.product} coaching.`,
    ),
  component: TestimonialsPage,
});

function TestimonialsPage() {
  return (
    <MarketingLayout>
      <PageBanner
        title="Client Success Stories"
        text="Owners of managed IT service providers share what changed after working with our coaches."
      />
      <TestimonialsIsland />
      <NewsletterIsland />
      <ContactIsland />
    </MarketingLayout>
  );
}

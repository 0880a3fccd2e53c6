import { createFileRoute } from "@tanstack/react-router";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";
import { PageBanner } from "../features/marketing/components/page-banner";
import { AboutIsland, ContactIsland, NewsletterIsland } from "../features/marketing/sections";
import { pageHead } from "../features/marketing/seo";

export const Route = createFileRoute("/about")({
  // The coach, the stories and the figures: the server sends the coach's with the page.
  staticData: { firstReads: ["settings.story"] },
  head: ({ match }) =>
    pageHead(
      match,
      `About Us | ${match.context.site.brand.product}`,
      `Meet the coaches behind ${match.context.site.brand.product}: more than 15 years inside managed service providers, guided by integrity, expertise, results and partnership.`,
    ),
  component: AboutPage,
});

function AboutPage() {
  return (
    <MarketingLayout>
      <PageBanner
        title="About Us"
        text="We help owners of managed IT service providers build businesses that grow predictably and run without them in every seat."
      />
      <AboutIsland />
      <NewsletterIsland />
      <ContactIsland />
    </MarketingLayout>
  );
}

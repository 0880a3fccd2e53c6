import { createFileRoute } from "@tanstack/react-router";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";
import {
  AboutIsland,
  ContactIsland,
  HeroIsland,
  NewsletterIsland,
  ResourcesIsland,
  ServicesIsland,
  StatsIsland,
  TestimonialsIsland,
} from "../features/marketing/sections";
import { pageHead } from "../features/marketing/seo";

export const Route = createFileRoute("/")({
  // The coach, the stories and the figures: the server sends the coach's with the page.
  staticData: { firstReads: ["settings.story"] },
  head: ({ match }) =>
    pageHead(
      match,
      `${match.context.site.brand.product} | Business Growth Specialists`,
      "Business coaching for owners of managed IT service providers: grow recurring revenue, build a team that runs without you and reach predictable growth. Book a free strategy session.",
    ),
  component: HomePage,
});

function HomePage() {
  return (
    <MarketingLayout>
      <HeroIsland />
      <StatsIsland />
      <ServicesIsland />
      <AboutIsland />
      <TestimonialsIsland />
      <ResourcesIsland />
      <NewsletterIsland />
      <ContactIsland />
    </MarketingLayout>
  );
}

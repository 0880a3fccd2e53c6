import { createFileRoute } from "@tanstack/react-router";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";
import { SubscribeConfirmPage } from "../features/marketing/components/subscribe-confirm-page";
import { validateTokenSearch } from "../lib/token-search";

export const Route = createFileRoute("/subscribe")({
  validateSearch: validateTokenSearch,
  // A personal link from an e-mail: nothing for a search engine.
  head: ({ match }) => ({
    meta: [
      { title: `Confirm your subscription | ${match.context.site.brand.product}` },
      { name: "robots", content: "noindex" },
    ],
  }),
  component: SubscribeRoute,
});

function SubscribeRoute() {
  const { token } = Route.useSearch();
  return (
    <MarketingLayout>
      <SubscribeConfirmPage token={token} />
    </MarketingLayout>
  );
}

import { createFileRoute } from "@tanstack/react-router";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";
import { UnsubscribePage } from "../features/marketing/components/unsubscribe-page";
import { validateTokenSearch } from "../lib/token-search";

export const Route = createFileRoute("/unsubscribe")({
  validateSearch: validateTokenSearch,
  // A personal link from an e-mail: nothing for a search engine.
  head: ({ match }) => ({
    meta: [
      { title: `Unsubscribe | ${match.context.site.brand.product}` },
      { name: "robots", content: "noindex" },
    ],
  }),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useSearch();
  return (
    <MarketingLayout>
      <UnsubscribePage token={token} />
    </MarketingLayout>
  );
}

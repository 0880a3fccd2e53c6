import { createFileRoute } from "@tanstack/react-router";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";
import { UnsubscribePage } from "../features/marketing/components/unsubscribe-page";
import { BRAND } from "../lib/brand";
import { validateTokenSearch } from "../lib/token-search";

export const Route = createFileRoute("/unsubscribe")({
  validateSearch: validateTokenSearch,
  head: () => ({ meta: [{ title: `Unsubscribe | ${BRAND.product}` }] }),
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

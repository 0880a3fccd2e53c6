import { createFileRoute } from "@tanstack/react-router";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";
import { SubscribeConfirmPage } from "../features/marketing/components/subscribe-confirm-page";
import { BRAND } from "../lib/brand";
import { validateTokenSearch } from "../lib/token-search";

export const Route = createFileRoute("/subscribe")({
  validateSearch: validateTokenSearch,
  head: () => ({ meta: [{ title: `Confirm your subscription | ${BRAND.product}` }] }),
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

import { type SearchSchemaInput, createFileRoute } from "@tanstack/react-router";
import { STRATEGY_HOLD_PAGE_TITLE } from "@scalemsp/validators";
import { StrategyConfirmPage } from "../features/booking/strategy-confirm-page";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";

interface ConfirmSearch {
  token?: string;
}

/** A plain check rather than zod: search validators ship with every page. */
function validateConfirmSearch(search: ConfirmSearch & SearchSchemaInput): ConfirmSearch {
  return typeof search.token === "string" && search.token !== "" ? { token: search.token } : {};
}

/** The confirmation link of a held free strategy session: public, kept from search engines. */
export const Route = createFileRoute("/booking_/confirm")({
  validateSearch: validateConfirmSearch,
  head: ({ match }) => ({
    meta: [
      { title: `${STRATEGY_HOLD_PAGE_TITLE} | ${match.context.site.brand.product}` },
      { name: "robots", content: "noindex" },
    ],
  }),
  component: StrategyConfirmRoute,
});

function StrategyConfirmRoute() {
  const { token } = Route.useSearch();
  return (
    <MarketingLayout>
      <StrategyConfirmPage token={token} />
    </MarketingLayout>
  );
}

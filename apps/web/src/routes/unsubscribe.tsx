import { type SearchSchemaInput, createFileRoute } from "@tanstack/react-router";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";
import { UnsubscribePage } from "../features/marketing/components/unsubscribe-page";
import { BRAND } from "../lib/brand";

interface UnsubscribeSearch {
  token?: string;
}

/** A plain check rather than zod: search validators ship with every page. */
function validateUnsubscribeSearch(search: UnsubscribeSearch & SearchSchemaInput): UnsubscribeSearch {
  return typeof search.token === "string" && search.token !== "" ? { token: search.token } : {};
}

export const Route = createFileRoute("/unsubscribe")({
  validateSearch: validateUnsubscribeSearch,
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

import { type SearchSchemaInput, createFileRoute } from "@tanstack/react-router";
import { EMAIL_VERIFICATION_PAGE_TITLE } from "@scalemsp/validators";
import { VerifyEmailPage } from "../features/account/components/verify-email-page";
import { MarketingLayout } from "../features/marketing/components/marketing-layout";

interface VerifySearch {
  token?: string;
}

/** A plain check rather than zod: search validators ship with every page. */
function validateVerifySearch(search: VerifySearch & SearchSchemaInput): VerifySearch {
  return typeof search.token === "string" && search.token !== "" ? { token: search.token } : {};
}

/** The verification link of the registration e-mail (contract §14): public, kept from search engines. */
export const Route = createFileRoute("/verify-email")({
  validateSearch: validateVerifySearch,
  head: ({ match }) => ({
    meta: [
      { title: `${EMAIL_VERIFICATION_PAGE_TITLE} | ${match.context.site.brand.product}` },
      { name: "robots", content: "noindex" },
    ],
  }),
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { token } = Route.useSearch();
  return (
    <MarketingLayout>
      <VerifyEmailPage token={token} />
    </MarketingLayout>
  );
}

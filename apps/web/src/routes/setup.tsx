import { createFileRoute } from "@tanstack/react-router";
import { SetupPage } from "../features/auth/components/setup-page";
import { validateTokenSearch } from "../features/auth/token-search";

/** First run: public, without the site's header and footer, like /auth. */
export const Route = createFileRoute("/setup")({
  validateSearch: validateTokenSearch,
  head: ({ match }) => ({
    meta: [
      { title: `Set Up Your Site | ${match.context.site.brand.product}` },
      { name: "robots", content: "noindex" },
    ],
  }),
  component: SetupRoute,
});

function SetupRoute() {
  const { token } = Route.useSearch();
  return <SetupPage token={token} />;
}

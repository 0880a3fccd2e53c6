import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordPage } from "../features/auth/components/reset-password-page";
import { validateTokenSearch } from "../features/auth/token-search";

/** Public, without the site's header and footer, like /auth. */
export const Route = createFileRoute("/reset-password")({
  validateSearch: validateTokenSearch,
  head: ({ match }) => ({
    meta: [
      { title: `Reset Password | ${match.context.site.brand.product}` },
      { name: "robots", content: "noindex" },
    ],
  }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}

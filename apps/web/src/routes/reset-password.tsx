import { createFileRoute } from "@tanstack/react-router";
import { ResetPasswordPage } from "../features/auth/components/reset-password-page";
import { validateTokenSearch } from "../features/auth/token-search";
import { BRAND } from "../lib/brand";

/** Public, without the site's header and footer, like /auth. */
export const Route = createFileRoute("/reset-password")({
  validateSearch: validateTokenSearch,
  head: () => ({
    meta: [{ title: `Reset Password | ${BRAND.product}` }, { name: "robots", content: "noindex" }],
  }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}

import { createFileRoute } from "@tanstack/react-router";
import { AcceptInvitePage } from "../features/auth/components/accept-invite-page";
import { validateAcceptInviteSearch } from "../features/auth/accept-invite-search";

/** Public, without the site's header and footer, like /reset-password. */
export const Route = createFileRoute("/accept-invite")({
  validateSearch: validateAcceptInviteSearch,
  head: ({ match }) => ({
    meta: [
      { title: `Join your team | ${match.context.site.brand.product}` },
      { name: "robots", content: "noindex" },
    ],
  }),
  component: AcceptInviteRoute,
});

function AcceptInviteRoute() {
  const { token } = Route.useSearch();
  return <AcceptInvitePage token={token} />;
}

import { createFileRoute, redirect } from "@tanstack/react-router";
import { validateAuthSearch } from "../features/auth/auth-search";
import { AuthPage } from "../features/auth/components/auth-page";
import { sessionUserOptions } from "../session/session-queries";
import { mayBeSignedIn } from "../session/session-hint";

export const Route = createFileRoute("/auth")({
  validateSearch: validateAuthSearch,
  beforeLoad: async ({ context }) => {
    // A visitor with no sign-in hint has no session: asking would only log a 401 in the console.
    if (!mayBeSignedIn()) return;
    // If the session cannot be read, the visitor can still sign in.
    const user = await context.queryClient.ensureQueryData(sessionUserOptions(context)).catch(() => null);
    if (user) throw redirect({ to: "/dashboard" });
  },
  head: ({ match }) => ({
    meta: [
      {
        title: `${match.search.tab === "register" ? "Register" : "Login"} | ${match.context.site.brand.product}`,
      },
    ],
  }),
  component: AuthRoute,
});

function AuthRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AuthPage
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
      onSignedIn={() => void navigate({ to: "/dashboard" })}
    />
  );
}

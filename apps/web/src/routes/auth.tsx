import { createFileRoute, redirect } from "@tanstack/react-router";
import { validateAuthSearch } from "../features/auth/auth-search";
import type { SubscribeIntent } from "@scalemsp/validators";
import { AuthPage } from "../features/auth/components/auth-page";
import { sessionUserOptions } from "../session/session-queries";
import { mayBeSignedIn } from "../session/session-hint";

export const Route = createFileRoute("/auth")({
  validateSearch: validateAuthSearch,
  beforeLoad: async ({ context, search }) => {
    // A visitor with no sign-in hint has no session: asking would only log a 401 in the console.
    if (!mayBeSignedIn()) return;
    // If the session cannot be read, the visitor can still sign in.
    const user = await context.queryClient.ensureQueryData(sessionUserOptions(context)).catch(() => null);
    if (user) throw redirect(afterSignIn(search));
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
  const { tab, ...intent } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AuthPage
      tab={tab}
      subscribing={intent.subscribe ? { plan: intent.subscribe, interval: intent.interval ?? "month" } : null}
      onTabChange={(next) => void navigate({ search: { tab: next, ...intent }, replace: true })}
      onSignedIn={() => void navigate(afterSignIn(intent))}
    />
  );
}

/** Where signing in leads: back to the plan chosen on `/pricing` (contract §16), or the dashboard. */
function afterSignIn(intent: SubscribeIntent) {
  if (!intent.subscribe) return { to: "/dashboard" } as const;
  return {
    to: "/pricing",
    search: { subscribe: intent.subscribe, interval: intent.interval ?? "month" },
  } as const;
}

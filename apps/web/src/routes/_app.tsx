import { Navigate, Outlet, createFileRoute, redirect } from "@tanstack/react-router";
import { useSession } from "../session/use-session";
import { sessionBusinessOptions, sessionUserOptions } from "../session/session-queries";
import { AppLayout } from "../layout/app-layout";
import { FullPageLoader } from "../layout/full-page-loader";
import { SessionError } from "../layout/session-error";
import { useTimeZoneFromBrowser } from "../session/time-zone";

/** Every signed-in page (/dashboard, /courses, /sessions, /resources, /admin) lives under this guard. */
export const Route = createFileRoute("/_app")({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(sessionUserOptions(context));
    if (!user) throw redirect({ to: "/auth" });
    if (user.businessId !== null) void context.queryClient.prefetchQuery(sessionBusinessOptions(context));
  },
  pendingComponent: FullPageLoader,
  pendingMs: 150,
  pendingMinMs: 300,
  component: SignedInArea,
});

/** Also follows the session after the page is shown: a logout or an expired session leaves at once. */
function SignedInArea() {
  const session = useSession();
  useTimeZoneFromBrowser(session.user);
  if (session.error) return <SessionError onRetry={session.retry} />;
  if (session.isLoading) return <FullPageLoader />;
  if (!session.user) return <Navigate to="/auth" replace />;
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}

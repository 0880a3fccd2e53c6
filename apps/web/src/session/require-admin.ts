import { ADMIN_REFUSAL } from "@scalemsp/validators";
import { redirect } from "@tanstack/react-router";
import { notifyError } from "../lib/notify";
import type { RouterContext } from "../router-context";
import { sessionUserOptions } from "./session-queries";

interface GuardArgs {
  context: RouterContext;
  /** True while the router loads the page ahead of a click (hovered link): no toast then. */
  preload: boolean;
}

/**
 * Spec §2/§6: a non-admin on /admin or any page under it gets the 'Access Denied' toast
 * and goes to /dashboard before anything of the page renders. The server refuses every
 * admin procedure as well; this only keeps the page from showing.
 */
export async function requireAdmin({ context, preload }: GuardArgs) {
  const user = await context.queryClient.ensureQueryData(sessionUserOptions(context));
  // Signed out: the signed-in area's guard has already sent the visitor to /auth.
  if (!user) throw redirect({ to: "/auth" });
  if (user.role === "admin") return;
  if (!preload) notifyError(ADMIN_REFUSAL.accessDenied, ADMIN_REFUSAL.adminOnly);
  throw redirect({ to: "/dashboard", replace: true });
}

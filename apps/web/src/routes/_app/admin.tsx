import { Outlet, createFileRoute } from "@tanstack/react-router";
import { useSession } from "../../session/use-session";
import { requireAdmin } from "../../session/require-admin";
import { TwoFactorSetupGate } from "../../features/admin/security/two-factor-setup-gate";
import { useNoticeFromBeforeReload } from "../../lib/notice-after-reload";

/** /admin and every page under it: admins only (spec §2, §6). */
export const Route = createFileRoute("/_app/admin")({
  beforeLoad: ({ context, preload }) => requireAdmin({ context, preload }),
  component: AdminArea,
});

/** Follows the session while open: if it stops being an admin's, nothing of the area stays. */
function AdminArea() {
  const { user } = useSession();
  useNoticeFromBeforeReload();
  if (user?.role !== "admin") return null;
  return (
    <TwoFactorSetupGate>
      <Outlet />
    </TwoFactorSetupGate>
  );
}

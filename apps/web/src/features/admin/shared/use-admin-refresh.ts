import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/**
 * After any business or user change: both lists and the detail screens show owners,
 * plans and statuses of each other, so both are read again, and the audit log the change added to.
 */
export function useAdminRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.admin.businesses.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.users.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.audit.pathFilter()),
    ]);
}

import { useMutation } from "@tanstack/react-query";
import { ADMIN_MESSAGES } from "@scalemsp/validators";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { useAdminRefresh } from "../shared/use-admin-refresh";

/** admin.users.update with spec §8's toasts; applied at once, no confirmation (spec §2). */
export function useUpdateUser() {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  return useMutation(
    trpc.admin.users.update.mutationOptions({
      onSuccess: async (_user, input) => {
        await refresh();
        if (input.isActive !== undefined)
          notifySuccess(
            ADMIN_MESSAGES.userUpdated,
            input.isActive ? ADMIN_MESSAGES.userActivated : ADMIN_MESSAGES.userDeactivated,
          );
        else notifySuccess(ADMIN_MESSAGES.userUpdated, ADMIN_MESSAGES.userRoleChanged);
      },
      onError: (error) => notifyError(ADMIN_MESSAGES.updateFailed, errorMessageOf(error)),
    }),
  );
}

import { useMutation } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { ADMIN_TEXTS } from "../shell/admin-texts";
import { useAdminRefresh } from "../shell/use-admin-refresh";

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
            ADMIN_TEXTS.userUpdated,
            input.isActive ? ADMIN_TEXTS.userActivated : ADMIN_TEXTS.userDeactivated,
          );
        else notifySuccess(ADMIN_TEXTS.userUpdated, ADMIN_TEXTS.userRoleChanged);
      },
      onError: (error) => notifyError(ADMIN_TEXTS.updateFailed, errorMessageOf(error)),
    }),
  );
}

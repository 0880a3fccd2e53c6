import { useMutation } from "@tanstack/react-query";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { ADMIN_TEXTS } from "../shell/admin-texts";
import { useAdminRefresh } from "../shell/use-admin-refresh";

/**
 * admin.businesses.update with spec §8's toasts, chosen by what changed. The lists are
 * read again before the mutation settles, so a closing dialog leaves the new state behind.
 */
export function useUpdateBusiness() {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  return useMutation(
    trpc.admin.businesses.update.mutationOptions({
      onSuccess: async (_business, input) => {
        await refresh();
        if (input.isActive !== undefined)
          notifySuccess(
            ADMIN_TEXTS.businessUpdated,
            input.isActive ? ADMIN_TEXTS.businessActivated : ADMIN_TEXTS.businessDeactivated,
          );
        else if (input.planLevel !== undefined)
          notifySuccess(ADMIN_TEXTS.planUpdated, ADMIN_TEXTS.planUpdatedText);
        else notifySuccess(ADMIN_TEXTS.businessUpdated, ADMIN_TEXTS.businessDetailsSaved);
      },
      onError: (error) => notifyError(ADMIN_TEXTS.updateFailed, errorMessageOf(error)),
    }),
  );
}

import { useMutation } from "@tanstack/react-query";
import { ADMIN_MESSAGES } from "@scalemsp/validators";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import { isManualChangeConflict } from "../shared/manual-plan-confirm";
import { useAdminRefresh } from "../shared/use-admin-refresh";

/**
 * admin.businesses.update with spec §8's toasts, chosen by what changed. The lists are
 * read again before the mutation settles, so a closing dialog leaves the new state behind.
 */
export function useUpdateBusiness() {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  return useMutation(
    trpc.admin.businesses.update.mutationOptions({
      onSuccess: async (business, input) => {
        await refresh();
        if (input.isActive !== undefined)
          notifySuccess(
            ADMIN_MESSAGES.businessUpdated,
            input.isActive ? ADMIN_MESSAGES.businessActivated : ADMIN_MESSAGES.businessDeactivated,
          );
        else if (input.planLevel !== undefined)
          notifySuccess(
            ADMIN_MESSAGES.planUpdated,
            input.enrolInPlanCourses
              ? ADMIN_MESSAGES.planUpdatedEnrolled(business.enrolledCourses)
              : ADMIN_MESSAGES.planUpdatedText,
          );
        else notifySuccess(ADMIN_MESSAGES.businessUpdated, ADMIN_MESSAGES.businessDetailsSaved);
      },
      // A plan change on a subscribed business asks for confirmation instead (PlanSelect).
      onError: (error) => {
        if (!isManualChangeConflict(error)) notifyError(ADMIN_MESSAGES.updateFailed, errorMessageOf(error));
      },
    }),
  );
}

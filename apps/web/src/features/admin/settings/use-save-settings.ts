import { ADMIN_MESSAGES } from "@scalemsp/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notifySuccess } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";

/** Saves a change of the site settings, keeps the settings query up to date and says so. */
export function useSaveSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.settings.update.mutationOptions({
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.admin.settings.get.queryKey(), next);
        notifySuccess(ADMIN_MESSAGES.settingsSaved, ADMIN_MESSAGES.settingsSavedText);
      },
    }),
  );
}

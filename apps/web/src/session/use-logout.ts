import { MESSAGES } from "@scalemsp/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { notifyError, notifySuccess } from "../lib/notify";
import { useTrpcHandles } from "../lib/trpc";
import { errorMessageOf } from "../lib/trpc-errors";
import { storeLogout } from "./session-cache";

/** Logs out from anywhere (layout header, side menu, public header) with the spec's toasts. */
export function useLogout() {
  const handles = useTrpcHandles();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation(
    handles.trpc.auth.logout.mutationOptions({
      onSuccess: async () => {
        storeLogout(queryClient, handles);
        notifySuccess(MESSAGES.loggedOut, MESSAGES.loggedOutText);
        await navigate({ to: "/auth" });
      },
      onError: (error) => notifyError(MESSAGES.logoutFailed, errorMessageOf(error)),
    }),
  );
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}

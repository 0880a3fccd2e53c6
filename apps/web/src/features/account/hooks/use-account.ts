import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useTrpcHandles } from "../../../lib/trpc";
import { storeLogout } from "../../../session/session-cache";
import { sessionBusinessOptions, sessionUserOptions } from "../../../session/session-queries";

/** `PATCH /api/user`: the answer replaces the signed-in user everywhere it is shown. */
export function useUpdateProfile() {
  const handles = useTrpcHandles();
  const queryClient = useQueryClient();
  return useMutation(
    handles.trpc.account.updateProfile.mutationOptions({
      onSuccess: (user) => queryClient.setQueryData(sessionUserOptions(handles).queryKey, user),
    }),
  );
}

export function useChangePassword() {
  return useMutation(useTrpcHandles().trpc.account.changePassword.mutationOptions());
}

/** `PATCH /api/business`: the answer replaces the business card's data. */
export function useUpdateBusiness() {
  const handles = useTrpcHandles();
  const queryClient = useQueryClient();
  return useMutation(
    handles.trpc.account.updateBusiness.mutationOptions({
      onSuccess: (business) => queryClient.setQueryData(sessionBusinessOptions(handles).queryKey, business),
    }),
  );
}

/** `DELETE /api/business`: the owner is signed out with the rest; the site's start page follows. */
export function useDeleteBusiness() {
  const handles = useTrpcHandles();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    handles.trpc.account.deleteBusiness.mutationOptions({
      onSuccess: async () => {
        storeLogout(queryClient, handles);
        await navigate({ to: "/" });
      },
    }),
  );
}

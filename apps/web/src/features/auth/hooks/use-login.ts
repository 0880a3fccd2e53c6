import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTrpcHandles } from "../../../lib/trpc";
import { storeLogin } from "../../../session/session-cache";

export function useLogin() {
  const handles = useTrpcHandles();
  const queryClient = useQueryClient();
  return useMutation(
    handles.trpc.auth.login.mutationOptions({
      onSuccess: ({ user }) => storeLogin(queryClient, handles, user),
    }),
  );
}

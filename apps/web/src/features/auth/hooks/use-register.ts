import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTrpcHandles } from "../../../lib/trpc";
import { storeRegistration } from "../../../session/session-cache";

export function useRegister() {
  const handles = useTrpcHandles();
  const queryClient = useQueryClient();
  return useMutation(
    handles.trpc.auth.register.mutationOptions({
      onSuccess: ({ user, business }) => storeRegistration(queryClient, handles, user, business),
    }),
  );
}

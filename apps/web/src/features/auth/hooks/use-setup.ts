import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTrpcHandles } from "../../../lib/trpc";
import { storeLogin } from "../../../session/session-cache";

/** Whether the first-run link still works (a 400 when it does not). */
export function useSetupCheck(token: string) {
  const { trpc } = useTrpcHandles();
  return useQuery({ ...trpc.setup.check.queryOptions({ token }), retry: false });
}

/** Creates the admin and the brand, and signs the coach in. */
export function useSetup() {
  const handles = useTrpcHandles();
  const queryClient = useQueryClient();
  return useMutation(
    handles.trpc.setup.complete.mutationOptions({
      onSuccess: ({ user }) => storeLogin(queryClient, handles, user),
    }),
  );
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTrpcHandles } from "../../../lib/trpc";
import { storeLogin } from "../../../session/session-cache";

/** Who the link is for and which business it joins; a spent or unknown link fails with 400. */
export function useInvitePreview(token: string) {
  const { trpc } = useTrpcHandles();
  return useQuery({ ...trpc.invites.preview.queryOptions({ token }), retry: false });
}

/** Accepting signs the new member in, as login does. */
export function useAcceptInvite() {
  const handles = useTrpcHandles();
  const queryClient = useQueryClient();
  return useMutation(
    handles.trpc.invites.accept.mutationOptions({
      onSuccess: ({ user }) => storeLogin(queryClient, handles, user),
    }),
  );
}

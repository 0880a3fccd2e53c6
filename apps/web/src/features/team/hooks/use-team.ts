import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTrpcHandles } from "../../../lib/trpc";

/** The business's people and pending invitations (owner only; the server decides). */
export function useTeam() {
  return useQuery(useTrpcHandles().trpc.team.get.queryOptions());
}

/** Each change reloads the team list, so what is shown is what the server holds. */
function useRefreshTeam() {
  const { trpc } = useTrpcHandles();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.team.get.queryKey() });
}

export function useInvite() {
  const refresh = useRefreshTeam();
  return useMutation(useTrpcHandles().trpc.team.invite.mutationOptions({ onSuccess: refresh }));
}

export function useRevokeInvitation() {
  const refresh = useRefreshTeam();
  return useMutation(useTrpcHandles().trpc.team.revoke.mutationOptions({ onSuccess: refresh }));
}

export function useUpdateMember() {
  const refresh = useRefreshTeam();
  return useMutation(useTrpcHandles().trpc.team.updateMember.mutationOptions({ onSuccess: refresh }));
}

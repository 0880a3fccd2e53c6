import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTrpcHandles } from "../../lib/trpc";

/** One's own two-factor state, sessions and sign-ins (`security.*`), and what changes them. */
export function useTwoFactorStatus() {
  return useQuery(useTrpcHandles().trpc.security.twoFactor.queryOptions());
}

export function useOwnSessions() {
  return useQuery(useTrpcHandles().trpc.security.sessions.queryOptions());
}

export function useSignIns() {
  return useQuery(useTrpcHandles().trpc.security.signIns.queryOptions());
}

/** After a change, the status (and the admin rule's view of it) is read again. */
function useRefreshSecurity() {
  const handles = useTrpcHandles();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: handles.trpc.security.pathKey() });
}

export function useStartTwoFactorSetup() {
  return useMutation(useTrpcHandles().trpc.security.startTwoFactorSetup.mutationOptions());
}

export function useEnableTwoFactor() {
  const refresh = useRefreshSecurity();
  return useMutation(useTrpcHandles().trpc.security.enableTwoFactor.mutationOptions({ onSuccess: refresh }));
}

export function useDisableTwoFactor() {
  const refresh = useRefreshSecurity();
  return useMutation(useTrpcHandles().trpc.security.disableTwoFactor.mutationOptions({ onSuccess: refresh }));
}

/** New recovery codes: the count left is read again, the codes themselves are shown once. */
export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshSecurity();
  return useMutation(
    useTrpcHandles().trpc.security.regenerateRecoveryCodes.mutationOptions({ onSuccess: refresh }),
  );
}

export function useEndSession() {
  const refresh = useRefreshSecurity();
  return useMutation(useTrpcHandles().trpc.security.endSession.mutationOptions({ onSuccess: refresh }));
}

export function useEndOtherSessions() {
  const refresh = useRefreshSecurity();
  return useMutation(useTrpcHandles().trpc.security.endOtherSessions.mutationOptions({ onSuccess: refresh }));
}

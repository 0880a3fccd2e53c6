import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTrpcHandles } from "../../../lib/trpc";
import { storeLogin } from "../../../session/session-cache";

/** The password step: signs in, or answers that the account's second factor comes next. */
export function useLogin() {
  const handles = useTrpcHandles();
  const queryClient = useQueryClient();
  return useMutation(
    handles.trpc.auth.login.mutationOptions({
      onSuccess: (answer) => {
        if ("user" in answer) return storeLogin(queryClient, handles, answer.user);
      },
    }),
  );
}

/** The second step of a two-factor sign-in: the app's code or a recovery code. */
export function useLoginTwoFactor() {
  const handles = useTrpcHandles();
  const queryClient = useQueryClient();
  return useMutation(
    handles.trpc.auth.loginTwoFactor.mutationOptions({
      onSuccess: ({ user }) => storeLogin(queryClient, handles, user),
    }),
  );
}

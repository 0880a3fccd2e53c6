import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ADMIN_MESSAGES } from "@scalemsp/validators";
import { notifyError } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { errorMessageOf } from "../../../lib/trpc-errors";
import type { ResetLink } from "./reset-link-modal";

/** Creates a user's one-time reset link and keeps it for the dialog. */
export function useResetLink() {
  const trpc = useTRPC();
  const [link, setLink] = useState<ResetLink | null>(null);
  const mutation = useMutation(
    trpc.admin.users.resetLink.mutationOptions({
      onError: (error) => notifyError(ADMIN_MESSAGES.resetLinkFailed, errorMessageOf(error)),
    }),
  );
  const create = (user: { id: number; email: string }) =>
    mutation.mutate(
      { id: user.id },
      { onSuccess: ({ url, expiresAt }) => setLink({ email: user.email, url, expiresAt }) },
    );
  return {
    link,
    create,
    close: () => setLink(null),
    /** The user whose link is being made, if any. */
    pendingId: mutation.isPending ? mutation.variables.id : null,
  };
}

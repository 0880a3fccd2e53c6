import { useQuery } from "@tanstack/react-query";
import { useTrpcHandles } from "../lib/trpc";
import { sessionBusinessOptions, sessionUserOptions } from "./session-queries";
import type { SessionBusiness, SessionUser } from "./types";

export interface Session {
  /** null when signed out */
  user: SessionUser | null;
  /** null when signed out or the account has no business */
  business: SessionBusiness | null;
  /** true until both the user and (for a signed-in user) the business are known */
  isLoading: boolean;
  /** a failure other than "signed out" or "no business" */
  error: Error | null;
  retry: () => void;
}

/** Spec §4: who is signed in. The business is read only for a signed-in user who has one. */
export function useSession(): Session {
  const handles = useTrpcHandles();
  const userQuery = useQuery(sessionUserOptions(handles));
  const user = userQuery.data ?? null;
  // An account with no business (an admin) has nothing to ask for: the server would answer 404.
  const hasBusiness = user !== null && user.businessId !== null;
  const businessQuery = useQuery({ ...sessionBusinessOptions(handles), enabled: hasBusiness });

  return {
    user,
    business: hasBusiness ? (businessQuery.data ?? null) : null,
    isLoading: userQuery.isPending || (hasBusiness && businessQuery.isPending),
    error: userQuery.error ?? (hasBusiness ? businessQuery.error : null),
    retry: () => {
      if (userQuery.isError) void userQuery.refetch();
      else if (businessQuery.isError) void businessQuery.refetch();
    },
  };
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";

/**
 * A quarter's goals of the caller's business (this quarter without one): the same read, with
 * no input, as the one the server sends with the page. The coach names the client (`businessId`). A 403 (no business) is an answer, not a retry.
 */
export function useGoals(quarter?: string, businessId?: number, { enabled = true } = {}) {
  const trpc = useTRPC();
  const input = quarter || businessId ? { quarter, businessId } : undefined;
  return useQuery({ ...trpc.goals.list.queryOptions(input), retry: false, enabled });
}

/** The owner's (and the coach's) changes; each refreshes every quarter's list. */
export function useGoalActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.goals.list.pathFilter());
  return {
    create: useMutation(trpc.goals.create.mutationOptions({ onSuccess: refresh })),
    update: useMutation(trpc.goals.update.mutationOptions({ onSuccess: refresh })),
    remove: useMutation(trpc.goals.remove.mutationOptions({ onSuccess: refresh })),
  };
}
